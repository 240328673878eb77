import { describe, expect, it } from 'vitest';
import { setUpMockApi } from '../../../../tests/mock-kit/mock-api';
import { FIXTURE_NOW, SEEDED_CHECKOUT_QUARANTINES } from '../../../../mocks/fixtures';
import { fetchAllCheckoutQuarantines, serverCountOfSource } from '../../../../tests/quarantine-kit/checkout-quarantines';
import { quarantineRecord } from '../../../../tests/quarantine-kit/quarantine-record';
import { quarantinesOverTime } from './quarantines-over-time';

const { api } = setUpMockApi();

const DAY = 86_400_000;
const now = Date.parse('2026-11-20T12:00:00Z');

describe('quarantinesOverTime', () => {
  it('is empty without quarantines', () => {
    expect(quarantinesOverTime([], now)).toEqual({ bucketMs: DAY, buckets: [] });
  });

  it('tiles UTC days from the first creation to today, by source, with a running total', () => {
    const { bucketMs, buckets } = quarantinesOverTime(
      [
        quarantineRecord({ id: '1', created_at: '2026-11-18T23:59:59Z', source: 'auto' }),
        quarantineRecord({ id: '2', created_at: '2026-11-18T00:00:00Z', source: 'manual' }),
        quarantineRecord({ id: '3', created_at: '2026-11-20T08:00:00Z', source: undefined }),
      ],
      now,
    );
    expect(bucketMs).toBe(DAY);
    expect(buckets).toEqual([
      { start: Date.parse('2026-11-18T00:00:00Z'), end: Date.parse('2026-11-19T00:00:00Z'), auto: 1, manual: 1, unknown: 0, inPlace: 2 },
      { start: Date.parse('2026-11-19T00:00:00Z'), end: Date.parse('2026-11-20T00:00:00Z'), auto: 0, manual: 0, unknown: 0, inPlace: 2 },
      { start: Date.parse('2026-11-20T00:00:00Z'), end: Date.parse('2026-11-21T00:00:00Z'), auto: 0, manual: 0, unknown: 1, inPlace: 3 },
    ]);
  });

  it('switches to weeks past about two months, and still counts everything', () => {
    const { bucketMs, buckets } = quarantinesOverTime(
      [
        quarantineRecord({ id: '1', created_at: '2026-06-01T10:00:00Z' }),
        quarantineRecord({ id: '2', created_at: '2026-11-19T10:00:00Z' }),
      ],
      now,
    );
    expect(bucketMs).toBe(7 * DAY);
    expect(buckets[0]!.start).toBe(Date.parse('2026-06-01T00:00:00Z'));
    expect(buckets.at(-1)!.end).toBeGreaterThan(now);
    expect(buckets.at(-1)!.inPlace).toBe(2);
    expect(buckets.reduce((sum, bucket) => sum + bucket.manual, 0)).toBe(2);
  });

  it('ignores unparseable dates rather than failing', () => {
    const { buckets } = quarantinesOverTime([quarantineRecord({ id: '1', created_at: 'not a date' })], now);
    expect(buckets).toEqual([]);
  });
});

describe('quarantinesOverTime over the demo repository', () => {
  it('ends in the clock’s day with every quarantine in place, split by source as the server filters them', async () => {
    const now = Date.parse(FIXTURE_NOW);
    const { quarantines } = await fetchAllCheckoutQuarantines(api);
    const { buckets } = quarantinesOverTime(quarantines, now);
    const last = buckets.at(-1);

    expect(last?.start).toBeLessThanOrEqual(now);
    expect(last?.end).toBeGreaterThan(now);
    expect(last?.inPlace).toBe(SEEDED_CHECKOUT_QUARANTINES);
    expect(buckets.reduce((sum, bucket) => sum + bucket.auto, 0)).toBe(await serverCountOfSource(api, 'auto'));
    expect(buckets.reduce((sum, bucket) => sum + bucket.manual, 0)).toBe(await serverCountOfSource(api, 'manual'));
  });
});
