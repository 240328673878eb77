import type { HealthStatus, HealthTransition } from '@/api/types';
import type { Span } from '@/domain/periods/period-comparison';

/** A test's health transitions over a window, as its page asks for them. */
export type TestHistory = { testId: string; testName: string; transitions: readonly HealthTransition[] };

/** One change of a test's health: the transition (at a bucket boundary, the verdict changed in the bucket ending there), the status
 * before it and the test's at the week's end. */
export type TestChange = { testId: string; testName: string; from: HealthStatus; transition: HealthTransition; atEnd: HealthStatus };

export type WeekChanges = { worsened: TestChange[]; recovered: TestChange[] };

/** Each test's first change into flaky or broken and last back to healthy, stamped in (start, end]; a history's first entry is no change. */
export function weekChanges(histories: readonly TestHistory[], span: Span): WeekChanges {
  const worsened: TestChange[] = [];
  const recovered: TestChange[] = [];
  for (const { testId, testName, transitions } of histories) {
    const atEnd = transitions.findLast((transition) => Date.parse(transition.at) <= span.end)?.health_status ?? 'healthy';
    const changes = transitions.slice(1).flatMap((transition, index): TestChange[] => {
      const at = Date.parse(transition.at);
      if (at <= span.start || at > span.end) return [];
      return [{ testId, testName, from: transitions[index]!.health_status, transition, atEnd }];
    });
    const worse = changes.find((change) => change.transition.health_status !== 'healthy');
    const better = changes.findLast((change) => change.transition.health_status === 'healthy');
    if (worse !== undefined) worsened.push(worse);
    if (better !== undefined) recovered.push(better);
  }
  const byTime = (a: TestChange, b: TestChange) =>
    Date.parse(a.transition.at) - Date.parse(b.transition.at) || a.testName.localeCompare(b.testName);
  return { worsened: worsened.sort(byTime), recovered: recovered.sort(byTime) };
}
