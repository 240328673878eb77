import { describe, expect, it } from 'vitest';
import { createJsonArrayWriter } from './json';

describe('createJsonArrayWriter', () => {
  it('writes chunks that join into one JSON array, in order', () => {
    const writer = createJsonArrayWriter();
    const text = [writer.open(), writer.items([{ a: 1 }, { a: '"x"' }]), writer.items([]), writer.items([{ a: null }]), writer.close()].join('');
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
