import { describe, expect, it } from 'vitest';
import { paletteItems, testNameSearch, type PaletteSources } from './palette-items';

const base: PaletteSources = { query: '', recent: [], tests: [], quarantines: [], settings: true, nextScheme: 'dark' };
const test = (testId: string, testName: string) => ({ kind: 'test' as const, testId, testName, where: 'ci › unit' });
const groupsOf = (sources: Partial<PaletteSources>) => paletteItems({ ...base, ...sources }).map((item) => `${item.group}: ${item.label}`);

describe('testNameSearch', () => {
  it('finds the words in any order, keeps a glob the person wrote, and needs two characters', () => {
    expect(testNameSearch('checkout')).toEqual({ globs: ['*checkout*'], unchecked: [] });
    expect(testNameSearch('cart tot')?.globs).toEqual(['*cart*tot*', '*tot*cart*']);
    expect(testNameSearch('  api/test_?.py ')?.globs).toEqual(['api/test_?.py']);
    expect(testNameSearch('tests/*')?.globs).toEqual(['tests/*']);
    expect(testNameSearch('a')).toBeNull();
    expect(testNameSearch('   ')).toBeNull();
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
      'Pages: Merge queue',
      'Pages: Is it my change?',
      'Pages: CI runners',
      'Pages: Weekly digest',
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

  it('offers the activity log of a pull request and "Is it my change?" about it for a number', () => {
    expect(groupsOf({ query: '#123' }).slice(0, 2)).toEqual([
      'Pull requests: Pull request #123',
      'Pull requests: Is it my change? for #123',
    ]);
  });

  it('matches pages by their words in any order', () => {
    expect(groupsOf({ query: 'change my' })).toEqual(['Pages: Is it my change?']);
    expect(groupsOf({ query: 'LOG act' })).toEqual(['Pages: Activity log']);
  });

  it('leaves out the settings where a host locked them', () => {
    expect(groupsOf({ settings: false })).not.toContain('Actions: API settings');
    expect(groupsOf({ query: 'scheme', nextScheme: 'light' })).toEqual(['Actions: Switch to light scheme']);
  });
});
