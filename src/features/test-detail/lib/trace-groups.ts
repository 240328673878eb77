import type { TestFailureEvent } from '@/api/types';

export type TraceGroup = { trace: string | null; events: TestFailureEvent[] };
export type FirstFailure = { at: string | null; commit: string | null };

/** Identical traces together, in the order of their newest event; an empty trace counts as none. */
export function groupIdenticalTraces(events: readonly TestFailureEvent[]): TraceGroup[] {
  const groups = new Map<string | null, TraceGroup>();
  for (const event of events) {
    const trace = event.exception_stacktrace === null || event.exception_stacktrace === '' ? null : event.exception_stacktrace;
    const group = groups.get(trace);
    if (group) group.events.push(event);
    else groups.set(trace, { trace, events: [event] });
  }
  return [...groups.values()];
}

/** The commit of an occurrence, when the API tells it: only the test's first failure carries one. */
export function commitOfOccurrence(event: Pick<TestFailureEvent, 'failed_at'>, firstFailure: FirstFailure): string | null {
  if (firstFailure.at === null || firstFailure.commit === null) return null;
  return Date.parse(event.failed_at) === Date.parse(firstFailure.at) ? firstFailure.commit : null;
}
