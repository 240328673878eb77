import { describe, expect, it } from 'vitest';
import { matchesQuery, paletteItems, pullRequestNumberOf, testNameGlob, type PaletteSources } from './palette-items';

const base: PaletteSources = { query: '', recent: [], tests: [], quarantines: [], settings: true, nextScheme: 'dark' };
const test = (testId: string, testName: string) => ({ kind: 'test' as const, testId, testName, where: 'ci › unit' });
const groupsOf = (sources: Partial<PaletteSources>) => paletteItems({ ...base, ...sources }).map((item) => `${item.group}: ${item.label}`);

describe('pullRequestNumberOf', () => {
  it('reads #123 and 123, nothing else', () => {
    expect(pullRequestNumberOf('#123')).toBe(123);
    expect(pullRequestNumberOf(' 42 ')).toBe(42);
    expect(pullRequestNumberOf('#0')).toBeNull();
    expect(pullRequestNumberOf('12a')).toBeNull();
    expect(pullRequestNumberOf('#')).toBeNull();
    expect(pullRequestNumberOf('9'.repeat(16))).toBeNull();
  });
});

describe('testNameGlob', () => {
  it('matches part of a name anywhere, keeps a glob the person wrote, and needs two characters', () => {
    expect(testNameGlob('checkout')).toBe('*checkout*');
    expect(testNameGlob('  api/test_?.py ')).toBe('api/test_?.py');
    expect(testNameGlob('tests/*')).toBe('tests/*');
    expect(testNameGlob('a')).toBeNull();
    expect(testNameGlob('   ')).toBeNull();
    expect(testNameGlob('x'.repeat(400))?.length).toBe(255);
  });
});

describe('matchesQuery', () => {
  it('wants every word, in any case and order', () => {
    expect(matchesQuery('Activity log', 'LOG act')).toBe(true);
    expect(matchesQuery('Activity log', 'log tests')).toBe(false);
    expect(matchesQuery('anything', '   ')).toBe(true);
  });
});

describe('paletteItems', () => {
  it('lists recent places, pages and actions when nothing is typed', () => {
    expect(groupsOf({ recent: [test('t1', 'test_pay'), { kind: 'page', page: 'activity' }] })).toEqual([
      'Recent: test_pay',
      'Recent: Activity log',
      'Pages: Overview',
      'Pages: Tests',
      'Pages: Quarantines',
      'Actions: API settings',
      'Actions: Switch to dark scheme',
    ]);
  });

  it('puts recent matches first, then tests from the search, then matching quarantines and pages, once each', () => {
    const items = groupsOf({
      query: 'pay',
      recent: [test('t1', 'test_pay')],
      tests: [test('t1', 'test_pay'), test('t2', 'test_pay_refund')],
      quarantines: [
        { kind: 'quarantine', quarantineId: 'q1', testName: 'test_pay_refund', branch: null },
        { kind: 'quarantine', quarantineId: 'q2', testName: 'test_login', branch: 'main' },
      ],
    });
    expect(items).toEqual(['Recent: test_pay', 'Tests: test_pay_refund', 'Quarantines: test_pay_refund']);
  });

  it('offers the activity log of a pull request for a number', () => {
    expect(groupsOf({ query: '#123' })[0]).toBe('Pull requests: Pull request #123');
  });

  it('leaves out the settings where a host locked them', () => {
    expect(groupsOf({ settings: false })).not.toContain('Actions: API settings');
    expect(groupsOf({ query: 'scheme', nextScheme: 'light' })).toEqual(['Actions: Switch to light scheme']);
  });
});
