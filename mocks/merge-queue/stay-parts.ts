// Where a queue session's stay went. The log gives the stay (enter → leave), the checks runs the pull
// request took part in, and the seconds the leave reports waiting for the merge schedule and for a
// freeze. The parts add up to the stay: CI first (the union of its runs), then the schedule wait and the
// freeze wait, each capped at what is left (a freeze can overlap running CI), and the rest is
// `idle_capacity`, waiting for a free speculative check.
import type { EndedSession } from './session-exits';

export interface StayParts {
  /** Seconds from entry to exit. */
  total: number;
  ciRuntime: number;
  idleSchedule: number;
  idleFreeze: number;
  idleCapacity: number;
}

/** Milliseconds covered by the union of the intervals, clipped to [from, to]. */
export function unionLength(intervals: readonly { start: number; end: number }[], from: number, to: number): number {
  const clipped = intervals
    .map(({ start, end }) => ({ start: Math.max(start, from), end: Math.min(end, to) }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start);
  let covered = 0;
  let reach = -Infinity;
  for (const { start, end } of clipped) {
    if (end <= reach) continue;
    covered += end - Math.max(start, reach);
    reach = end;
  }
  return covered;
}

export function stayParts(session: EndedSession): StayParts {
  const from = session.enterAt;
  const to = session.leave.at;
  const totalMs = Math.max(0, to - from);
  // A run still open at the exit ran until the exit.
  const runs = session.runs.map((run) => ({ start: run.startAt, end: run.endAt ?? to }));
  const ciMs = unionLength(runs, from, to);
  const left = (totalMs - ciMs) / 1000;
  const idleSchedule = Math.min(session.leave.waitingForScheduleSeconds, left);
  const idleFreeze = Math.min(session.leave.waitingForFreezeSeconds, left - idleSchedule);
  return {
    total: totalMs / 1000,
    ciRuntime: ciMs / 1000,
    idleSchedule,
    idleFreeze,
    idleCapacity: left - idleSchedule - idleFreeze,
  };
}
