import { describe, expect, it } from 'vitest';
import { parsePullNumber } from '@/lib/links';
import { isCommitSha } from './my-change-search';

describe('change input', () => {
  it.each([
    ['1287', 1287],
    [' #1287 ', 1287],
    ['https://github.com/acme/checkout/pull/1287', 1287],
    ['https://github.com/acme/checkout/pull/1287/', 1287],
    ['12x', null],
    ['', null],
    ['#0', null],
    ['#', null],
    ['9'.repeat(16), null],
  ])('reads the pull request in %j', (text, number) => {
    expect(parsePullNumber(text)).toBe(number);
  });

  it('takes 7 to 40 hexadecimal characters as a commit', () => {
    expect(isCommitSha('cec2143')).toBe(true);
    expect(isCommitSha('CEC2143625c5a1f7cfb1e110231c4ca4d10cda88')).toBe(true);
    expect(isCommitSha('cec214')).toBe(false);
    expect(isCommitSha('cec214g')).toBe(false);
  });
});
