import { describe, expect, it } from 'vitest';
import { jsonDocument } from './json';

describe('jsonDocument', () => {
  it('writes the head fields, then the rows in order, one a line, as one JSON object', () => {
    const text = jsonDocument({ window: { description: 'now' }, filters: {} }, [{ a: 1 }, { a: '"x"' }, { a: null }]);
    expect(JSON.parse(text)).toEqual({ window: { description: 'now' }, filters: {}, rows: [{ a: 1 }, { a: '"x"' }, { a: null }] });
    expect(text.split('\n')).toEqual([
      '{',
      '"window":{"description":"now"},',
      '"filters":{},',
      '"rows":[',
      '{"a":1},',
      '{"a":"\\"x\\""},',
      '{"a":null}',
      ']',
      '}',
      '',
    ]);
  });

  it('writes an empty array when there are no rows', () => {
    expect(JSON.parse(jsonDocument({}, []))).toEqual({ rows: [] });
  });

  it('keeps text that looks like JSON as text', () => {
    expect(JSON.parse(jsonDocument({}, ['],[', '\u2028'])).rows).toEqual(['],[', '\u2028']);
  });
});
