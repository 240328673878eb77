import { describe, expect, it } from 'vitest';
import { createJsonArrayWriter, createJsonDocumentWriter } from './json';

describe('createJsonArrayWriter', () => {
  it('writes chunks that join into one JSON array, in order', () => {
    const writer = createJsonArrayWriter();
    const text = [
      writer.open(),
      writer.items([{ a: 1 }, { a: '"x"' }]),
      writer.items([]),
      writer.items([{ a: null }]),
      writer.close(),
    ].join('');
    expect(JSON.parse(text)).toEqual([{ a: 1 }, { a: '"x"' }, { a: null }]);
    expect(text.split('\n')).toEqual(['[', '{"a":1},', '{"a":"\\"x\\""},', '{"a":null}', ']', '']);
  });

  it('writes an empty array when there is nothing', () => {
    const writer = createJsonArrayWriter();
    expect(JSON.parse(writer.open() + writer.items([]) + writer.close())).toEqual([]);
  });

  it('keeps text that looks like JSON as text', () => {
    const writer = createJsonArrayWriter();
    const text = writer.open() + writer.items(['],[', '\u2028']) + writer.close();
    expect(JSON.parse(text)).toEqual(['],[', '\u2028']);
  });
});

describe('createJsonDocumentWriter', () => {
  it('writes the head fields, then the rows under their key, as one JSON object', () => {
    const writer = createJsonDocumentWriter('rows');
    const body = writer.items([{ a: 1 }]) + writer.items([{ a: 2 }]) + writer.close();
    const text = writer.open({ window: { description: 'now' }, filters: {} }) + body;
    expect(JSON.parse(text)).toEqual({ window: { description: 'now' }, filters: {}, rows: [{ a: 1 }, { a: 2 }] });
    expect(text.split('\n')[1]).toBe('"window":{"description":"now"},');
  });

  it('writes an empty array when there are no rows', () => {
    const writer = createJsonDocumentWriter('rows');
    const close = writer.close();
    expect(JSON.parse(writer.open({}) + close)).toEqual({ rows: [] });
  });
});
