import { describe, expect, it } from 'vitest';
import { bulkReleaseSummary, runBounded, type ReleaseOutcome } from './bulk-release';

describe('runBounded', () => {
  it('never runs more than the limit at once, and runs every id', async () => {
    let running = 0;
    let most = 0;
    const started: string[] = [];
    const task = async (id: string) => {
      started.push(id);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
    };
    const outcomes = await runBounded(['a', 'b', 'c', 'd', 'e'], 2, task, () => {});
    expect(most).toBe(2);
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect([...outcomes.values()].every((outcome) => outcome.status === 'released')).toBe(true);
  });

  it('reports a failure per row and carries on with the others', async () => {
    const seen: [string, ReleaseOutcome][] = [];
    const outcomes = await runBounded(
      ['a', 'b', 'c'],
      3,
      async (id) => {
        if (id === 'b') throw new Error('Forbidden: read-only key');
      },
      (id, outcome) => seen.push([id, outcome]),
    );
    expect(outcomes.get('b')).toEqual({ status: 'failed', message: 'Forbidden: read-only key' });
    expect(outcomes.get('a')).toEqual({ status: 'released' });
    expect(outcomes.get('c')).toEqual({ status: 'released' });
    expect(seen).toHaveLength(3);
  });

  it('does nothing for no ids', async () => {
    expect(
      (
        await runBounded(
          [],
          3,
          async () => {},
          () => {},
        )
      ).size,
    ).toBe(0);
  });
});

describe('bulkReleaseSummary', () => {
  const released: ReleaseOutcome = { status: 'released' };
  const failed: ReleaseOutcome = { status: 'failed', message: 'no' };
  it('counts progress while running', () => {
    expect(bulkReleaseSummary(3, new Map([['a', released]]), true)).toBe('Releasing 1 of 3…');
  });
  it('says how many were released, and how many not', () => {
    expect(
      bulkReleaseSummary(
        2,
        new Map([
          ['a', released],
          ['b', released],
        ]),
        false,
      ),
    ).toBe('2 quarantines released');
    expect(
      bulkReleaseSummary(
        2,
        new Map<string, ReleaseOutcome>([
          ['a', released],
          ['b', failed],
        ]),
        false,
      ),
    ).toBe('1 released, 1 not released');
  });
});
