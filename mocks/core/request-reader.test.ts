import { describe, expect, it } from 'vitest';
import { RequestReader } from './request-reader';

function reader(query: string, path: Record<string, string> = {}) {
  return new RequestReader(new URL(`http://x/?${query}`), path);
}

describe('RequestReader', () => {
  it('reads per_page within 1..100 and names it otherwise', () => {
    expect(reader('per_page=100').perPage()).toBe(100);
    expect(reader('').perPage()).toBeUndefined();
    for (const [value, type] of [
      ['0', 'greater_than_equal'],
      ['101', 'less_than_equal'],
      ['abc', 'int_parsing'],
      ['', 'int_parsing'],
      ['1.5', 'int_parsing'],
    ]) {
      const r = reader(`per_page=${value}`);
      r.perPage();
      expect(r.issues).toEqual([expect.objectContaining({ loc: ['query', 'per_page'], type })]);
    }
  });

  it('names the index of a bad list item', () => {
    const r = reader('health_status=flaky&health_status=sick');
    expect(r.queryEnumList('health_status', ['healthy', 'flaky', 'broken'])).toEqual(['flaky']);
    expect(r.issues).toEqual([{ loc: ['query', 'health_status', 1], msg: "Input should be 'healthy', 'flaky' or 'broken'", type: 'enum' }]);
  });

  it('limits list length and item length', () => {
    const many = reader(Array.from({ length: 256 }, (_, i) => `test_name=t${i}`).join('&'));
    many.queryStringList('test_name', { maxItems: 255 });
    expect(many.issues[0]).toMatchObject({ loc: ['query', 'test_name'], type: 'too_long' });
    const long = reader(`test_name=ok&test_name=${'x'.repeat(256)}`);
    expect(long.queryStringList('test_name', { minLength: 1, maxLength: 255 })).toEqual(['ok']);
    expect(long.issues[0]).toMatchObject({ loc: ['query', 'test_name', 1], type: 'string_too_long' });
  });

  it('validates path strings against length and pattern, and UUIDs', () => {
    const r = reader('', { owner: 'ac me', test_id: 'not-a-uuid' });
    r.pathString('owner', { minLength: 1, maxLength: 40, pattern: { regex: /^[a-zA-Z0-9-]+$/, source: '^[a-zA-Z0-9\\-]+$' } });
    r.pathUuid('test_id');
    expect(r.issues.map((issue) => issue.loc)).toEqual([
      ['path', 'owner'],
      ['path', 'test_id'],
    ]);
    expect(reader('', { id: '6F1C2B1E2F434A8E9D6B5B7A0C9E4D21' }).pathUuid('id')).toBe('6f1c2b1e-2f43-4a8e-9d6b-5b7a0c9e4d21');
  });

  it('takes the last of repeated single values, like FastAPI', () => {
    expect(reader('sort=a&sort=b').rawQuery('sort')).toBe('b');
  });
});
