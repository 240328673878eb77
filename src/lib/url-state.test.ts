import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { searchStrings } from './url-state';

const VALUES: unknown[] = [
  ...['2026-11-09T00:00:00Z', '2026-11-09', '2026-11-01..2026-11-07', 'main', 'release/1.2', 'trunk', 'nunit', 'fa', 'a b', 'x"y', '12abc'],
  ...[
    'true',
    'false ',
    'null',
    ' 5',
    '5 ',
    '-',
    '-0',
    '01',
    '1.',
    '1e5',
    '-1.5e-3',
    '\u00a05',
    '"x"',
    '"x',
    '[1,2]',
    '[a',
    '{"a":1}',
    '{',
    ' ',
    '',
  ],
  ...[7, 0, -3.5, true, false, null, ['a', 'b'], [1], { a: '2026-11-09T00:00:00Z' }],
];

describe('searchStrings', () => {
  it('writes and reads every value as the library’s default does', () => {
    for (const value of VALUES) {
      const search = { key: value, other: 'x' };
      const written = defaultStringifySearch(search);
      expect(searchStrings.stringifySearch(search), String(value)).toBe(written);
      expect(searchStrings.parseSearch(written), written).toEqual(defaultParseSearch(written));
      const raw = `?key=${encodeURIComponent(String(value))}`;
      expect(searchStrings.parseSearch(raw), raw).toEqual(defaultParseSearch(raw));
    }
  });

  it('does not try JSON on a value that cannot be JSON (each try there throws)', () => {
    const parse = vi.spyOn(JSON, 'parse');
    const search = { from: '2026-11-09T00:00:00Z', to: '2026-11-15T23:59:59.999Z', baseRef: 'main' };
    expect(searchStrings.parseSearch(searchStrings.stringifySearch(search))).toEqual(search);
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });
});
