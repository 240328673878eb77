import { describe, expect, it } from 'vitest';
import { fillPath, joinUrl, serializeQuery } from './query-serialization';

describe('serializeQuery', () => {
  it('repeats array parameters and keeps key order', () => {
    const params = serializeQuery({ health_status: ['flaky', 'broken'], per_page: 20, sort: 'test_name' });
    expect(params.toString()).toBe('health_status=flaky&health_status=broken&per_page=20&sort=test_name');
  });

  it('leaves out undefined, null and empty arrays', () => {
    const params = serializeQuery({ a: undefined, b: null, c: [], d: 0, e: false, f: '' });
    expect(params.toString()).toBe('d=0&e=false&f=');
  });

  it('percent-encodes values, including glob characters and spaces', () => {
    const params = serializeQuery({ test_name: ['tests/a b::c*', 'x&y=z?'] });
    expect(params.getAll('test_name')).toEqual(['tests/a b::c*', 'x&y=z?']);
    expect(params.toString()).toBe('test_name=tests%2Fa+b%3A%3Ac*&test_name=x%26y%3Dz%3F');
  });

  it('accepts no query', () => {
    expect(serializeQuery(undefined).toString()).toBe('');
  });
});

describe('fillPath', () => {
  it('encodes each value whole', () => {
    expect(
      fillPath('/ci/{owner}/repositories/{repository}/tests/{test_id}', {
        owner: 'acme',
        repository: 'my.repo',
        test_id: 'a/b?c#d',
      }),
    ).toBe('/ci/acme/repositories/my.repo/tests/a%2Fb%3Fc%23d');
  });

  it('refuses a missing or empty value', () => {
    expect(() => fillPath('/repos/{owner}/{repository}/logs', { owner: 'acme' })).toThrow(/repository/);
    expect(() => fillPath('/repos/{owner}/{repository}/logs', { owner: 'acme', repository: '' })).toThrow(/repository/);
  });
});

describe('joinUrl', () => {
  it('joins with or without a trailing slash on the base', () => {
    expect(joinUrl('https://h/v1', '/a')).toBe('https://h/v1/a');
    expect(joinUrl('https://h/v1/', '/a', new URLSearchParams('x=1'))).toBe('https://h/v1/a?x=1');
    expect(joinUrl('https://h/v1', '/a', new URLSearchParams())).toBe('https://h/v1/a');
  });
});
