import { countOf } from '@/domain/tests/units';
import { createConcurrencyLimit } from '@/lib/concurrency-limit';
import { QUARANTINES } from './quarantine-labels';

export type ReleaseOutcome = { status: 'released' } | { status: 'failed'; message: string };

/** At most this many DELETEs in flight: quick for a handful of rows, gentle with the API for many. */
export const BULK_RELEASE_CONCURRENCY = 3;

/** Runs `task` for every id, `limit` at a time; a failure is one row's outcome, the others still go. */
export async function runBounded(
  ids: readonly string[],
  limit: number,
  task: (id: string) => Promise<void>,
  onOutcome: (id: string, outcome: ReleaseOutcome) => void,
): Promise<Map<string, ReleaseOutcome>> {
  const outcomes = new Map<string, ReleaseOutcome>();
  const send = createConcurrencyLimit(limit);
  await Promise.all(
    ids.map((id) =>
      send(async () => {
        let outcome: ReleaseOutcome = { status: 'released' };
        await task(id).catch((error: unknown) => {
          outcome = { status: 'failed', message: error instanceof Error && error.message !== '' ? error.message : 'The release failed.' };
        });
        outcomes.set(id, outcome);
        onOutcome(id, outcome);
      }),
    ),
  );
  return outcomes;
}

/** "Released 1 of 3…" while running, then "2 released, 1 not released". */
export function bulkReleaseSummary(total: number, outcomes: ReadonlyMap<string, ReleaseOutcome>, running: boolean): string {
  const released = [...outcomes.values()].filter((outcome) => outcome.status === 'released').length;
  const failed = outcomes.size - released;
  if (running) return `Releasing ${outcomes.size} of ${total}…`;
  if (failed === 0) return `${countOf(released, QUARANTINES)} released`;
  return `${released} released, ${failed} not released`;
}
