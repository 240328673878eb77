import { describe, expect, it } from 'vitest';
import { pullRequestUrl, safeExternalUrl, shortSha } from '@/lib/links';
import { traceLines } from '../components/stack-trace-viewer';
import { windowWords } from '@/domain/periods/time-window';

describe('repository links', () => {
  it('builds pull request links and short commit ids', () => {
    expect(pullRequestUrl({ owner: 'acme', repo: 'checkout' }, 42)).toBe('https://github.com/acme/checkout/pull/42');
    expect(shortSha('0123456789abcdef0123456789abcdef01234567')).toBe('0123456');
    expect(shortSha('abc')).toBe('abc');
  });

  it('renders only http(s) job links', () => {
    expect(safeExternalUrl('https://github.com/acme/checkout/actions/runs/1/job/2')).toBe(
      'https://github.com/acme/checkout/actions/runs/1/job/2',
    );
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });
});

describe('stack traces', () => {
  it('splits lines of either ending, without a phantom last line', () => {
    expect(traceLines('a\r\nb\nc\n')).toEqual(['a', 'b', 'c']);
    expect(traceLines('')).toEqual(['']);
  });
});

describe('windowWords', () => {
  it('names a preset and a custom window', () => {
    expect(windowWords({ preset: '30d' })).toBe('last 30 days');
    expect(windowWords({ start: '2026-11-16T00:00:00Z', end: '2026-11-17T00:00:00Z' })).toBe('the chosen range');
  });
});
