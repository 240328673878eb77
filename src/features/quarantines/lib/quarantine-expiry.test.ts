import { describe, expect, it } from 'vitest';
import type { QuarantinedTest } from '@/api/types';
import { expiryViewRows, releaseReasons } from './quarantine-expiry';

const NOW = Date.parse('2026-11-20T12:00:00Z');
let next = 0;
function quarantine(reason: string, overrides: Partial<QuarantinedTest> = {}): QuarantinedTest {
  next += 1;
  return {
    id: `q${next}`,
    test_name: `t${next}`,
    test_id: `id${next}`,
    reason,
    branch: null,
    created_at: `2026-11-${String(next).padStart(2, '0')}T00:00:00Z`,
    source: 'manual',
    is_recovered: false,
    ...overrides,
  };
}

describe('releaseReasons', () => {
  it('offers a recovered test and a passed until date, and nothing else', () => {
    expect(releaseReasons(quarantine('Flaky', { is_recovered: true }), NOW)).toEqual(['recovered']);
    expect(releaseReasons(quarantine('Flaky\nUntil: 2026-11-19'), NOW)).toEqual(['expired']);
    expect(releaseReasons(quarantine('Flaky\nUntil: 2026-11-19', { is_recovered: true }), NOW)).toEqual(['recovered', 'expired']);
    expect(releaseReasons(quarantine('Flaky\nUntil: 2026-11-20'), NOW)).toEqual([]);
    expect(releaseReasons(quarantine('Flaky'), NOW)).toEqual([]);
  });
});

describe('expiryViewRows', () => {
  const expired = quarantine('a\nUntil: 2026-11-10', { branch: 'main' });
  const soon = quarantine('b\nUntil: 2026-11-25');
  const later = quarantine('c\nUntil: 2027-01-31');
  const undated = quarantine('d');
  const elsewhere = quarantine('e\nUntil: 2026-11-21', { branch: 'release/1', source: 'auto' });
  const all = [later, soon, undated, elsewhere, expired];

  it('lists expiring and expired quarantines, soonest date first', () => {
    expect(expiryViewRows(all, 'expiring', {}, NOW).map((q) => q.id)).toEqual([expired.id, elsewhere.id, soon.id]);
    expect(expiryViewRows(all, 'expired', {}, NOW).map((q) => q.id)).toEqual([expired.id]);
  });

  it('applies the other filters as the API does: a branch also lists all-branches quarantines', () => {
    expect(expiryViewRows(all, 'expiring', { branch: 'main' }, NOW).map((q) => q.id)).toEqual([expired.id, soon.id]);
    expect(expiryViewRows(all, 'expiring', { source: 'auto' }, NOW).map((q) => q.id)).toEqual([elsewhere.id]);
    expect(expiryViewRows(all, 'expiring', { testId: soon.test_id }, NOW).map((q) => q.id)).toEqual([soon.id]);
  });
});
