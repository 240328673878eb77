// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { RecentTarget } from './palette-items';
import { loadRecentTargets, RECENT_LIMIT, recentStorageKey, rememberRecentTarget, withRecentTarget } from './recent-targets';

const checkout = { owner: 'acme', repo: 'checkout' };
const docs = { owner: 'acme', repo: 'docs-site' };
const page = (number: number): RecentTarget => ({ kind: 'pull-request', number });

afterEach(() => localStorage.clear());

describe('recent targets', () => {
  it('puts the newest first, once, and keeps at most RECENT_LIMIT', () => {
    let recent: RecentTarget[] = [];
    for (let number = 1; number <= RECENT_LIMIT + 3; number += 1) recent = withRecentTarget(recent, page(number));
    expect(recent).toHaveLength(RECENT_LIMIT);
    expect(recent[0]).toEqual(page(RECENT_LIMIT + 3));
    recent = withRecentTarget(recent, page(RECENT_LIMIT));
    expect(recent[0]).toEqual(page(RECENT_LIMIT));
    expect(recent.filter((target) => target.kind === 'pull-request' && target.number === RECENT_LIMIT)).toHaveLength(1);
  });

  it('keeps each repository apart in localStorage', () => {
    rememberRecentTarget(localStorage, checkout, { kind: 'test', testId: 't1', testName: 'test_pay', where: 'ci › unit' });
    rememberRecentTarget(localStorage, docs, { kind: 'page', page: 'activity' });
    expect(loadRecentTargets(localStorage, checkout)).toEqual([{ kind: 'test', testId: 't1', testName: 'test_pay', where: 'ci › unit' }]);
    expect(loadRecentTargets(localStorage, docs)).toEqual([{ kind: 'page', page: 'activity' }]);
  });

  it('drops what is not a recent target, and survives storage that is broken or refuses', () => {
    localStorage.setItem(
      recentStorageKey(checkout),
      JSON.stringify([{ kind: 'page', page: 'nowhere' }, page(7), 'x', { kind: 'settings' }]),
    );
    expect(loadRecentTargets(localStorage, checkout)).toEqual([page(7)]);
    localStorage.setItem(recentStorageKey(checkout), '{not json');
    expect(loadRecentTargets(localStorage, checkout)).toEqual([]);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(loadRecentTargets(refusing, checkout)).toEqual([]);
    expect(rememberRecentTarget(refusing, checkout, page(1))).toEqual([page(1)]);
    expect(loadRecentTargets(null, checkout)).toEqual([]);
  });
});
