import type { EventType } from '@/api/types';
import type { Span } from '@/domain/periods/period-comparison';
import { queueCodeLabel } from '@/domain/activity/queue-codes';
import { figureValues, intervalGrid, labelledCountsOnGrid } from '@/domain/merge-queue/queue-values';
import { medianTimeToMerge, type TimeToMerge } from '@/queries/merge-queue';
import { type FigureAnswers } from '@/domain/merge-queue/figure-operations';
import type { RepositoryRef } from '@/lib/app-config';
import { formatCount, formatDay, formatRatio, formatSeconds, toIsoSeconds } from '@/lib/format';
import { HEALTH_LABELS } from '@/domain/tests/health';
import { countOf } from '@/domain/tests/units';
import { weekParam } from './digest-week';
import type { TestChange, WeekChanges } from './test-changes';

// Every line of the digest, once: its words and the view it opens; the page draws these and the Markdown copy writes them.

export type DigestLink =
  | { to: '/$owner/$repo/tests/$testId'; params: RepositoryRef & { testId: string }; search: { tab: 'health'; start: string; end: string } }
  | { to: '/$owner/$repo/activity'; params: RepositoryRef; search: { type: EventType[]; from: string; to: string; tz: 'utc' } }
  | { to: '/$owner/$repo/quarantines'; params: RepositoryRef }
  | { to: '/$owner/$repo/merge-queue'; params: RepositoryRef; search: { compare: 'custom'; current: string; baseline: string } }
  | { to: '/$owner/$repo/runners'; params: RepositoryRef; search: { start: string; end: string } & RunnerChoice };
export type RunnerChoice = { runner: string } | { label: string; waitPage: number };

/** Words, and what came from data (names, titles: isolated and cut on screen, whole in the Markdown). */
export type DigestLine = { parts: (string | { data: string })[]; link: DigestLink };
export const lineText = (line: DigestLine) => line.parts.map((part) => (typeof part === 'string' ? part : part.data)).join('');
/** `empty`: what the section says when it has no line. */
export type DigestSection = { title: string; lines: DigestLine[]; empty?: string };

export type Weeks = { current: Span; baseline: Span };
const utcDay = (ms: number) => formatDay(ms, { zone: 'utc' });

/** A change's line: the test, from → to and the UTC day it happened in (the day before its stamp), and the pull request the data names. */
function changeLine(repo: RepositoryRef, window: { start: string; end: string }, change: TestChange): DigestLine {
  const { pull_request: pull, at, health_status: to } = change.transition;
  const health = `${HEALTH_LABELS[change.from].toLowerCase()} → ${HEALTH_LABELS[to].toLowerCase()} on ${utcDay(Date.parse(at) - 1)}`;
  // A test that moved on in the week says where it ended: "flaky → broken on Nov 25; flaky at the week's end".
  const ended = change.atEnd === to ? [] : [`; ${HEALTH_LABELS[change.atEnd].toLowerCase()} at the week’s end`];
  return {
    parts: [{ data: change.testName }, `: ${health}`, ...(pull ? [`, named with #${pull.number} `, { data: pull.title }] : []), ...ended],
    link: { to: '/$owner/$repo/tests/$testId', params: { ...repo, testId: change.testId }, search: { tab: 'health', ...window } },
  };
}

export function testSections(
  repo: RepositoryRef,
  window: { start: string; end: string },
  changes: { current: WeekChanges; baseline: WeekChanges },
): DigestSection[] {
  const section = (title: string, key: keyof WeekChanges, verb: string) => ({
    title: `${title} (${formatCount(changes.current[key].length)}; week before: ${formatCount(changes.baseline[key].length)})`,
    lines: changes.current[key].map((change) => changeLine(repo, window, change)),
    empty: `No test ${verb} this week.`,
  });
  return [section('Became flaky or broken', 'worsened', 'became flaky or broken'), section('Recovered', 'recovered', 'recovered')];
}

/** Each count of quarantine events opens the log's same events (its page counts them alike); `recoverable` opens the quarantines. */
export function quarantineSection(
  repo: RepositoryRef,
  window: { from: string; to: string },
  { added, released, recoverable }: { added: readonly number[]; released: readonly number[]; recoverable: number },
): DigestSection {
  const logged = (type: EventType, label: string, [count = 0, before = 0]: readonly number[]): DigestLine => ({
    parts: [`${label}: ${countOf(count, { one: 'quarantine', many: 'quarantines' })} (week before: ${formatCount(before)})`],
    link: { to: '/$owner/$repo/activity', params: repo, search: { type: [type], ...window, tz: 'utc' } },
  });
  const recovered = `Recoverable now: ${countOf(recoverable, { one: 'quarantine looks', many: 'quarantines look' })} recovered and could be released`;
  return {
    title: 'Quarantines',
    lines: [
      logged('test.quarantined', 'Added', added),
      logged('test.dequarantined', 'Released', released),
      { parts: [recovered], link: { to: '/$owner/$repo/quarantines', params: repo } },
    ],
  };
}

/** The week's queue figures as the merge queue page figures them (its comparison's rows), and its exits by reason, most first. */
function queueWeek(week: Span, answers: FigureAnswers) {
  const grid = intervalGrid({ start_at: toIsoSeconds(week.start), end_at: toIsoSeconds(week.end) });
  const { timeInQueue, failureRate, exits } = figureValues(grid, answers);
  const { labels, totals } = labelledCountsOnGrid(
    grid,
    answers.getQueueExitReasons,
    (row) => row.exit_reason,
    (row) => row.count,
  );
  const reasons = labels.map((reason) => [reason, totals.get(reason) ?? 0] as const);
  return { timeInQueue: timeInQueue.window, failureRate: failureRate.window, exits: exits.window ?? 0, reasons };
}

/** Each queue's median: "default 1 h 2 min, hotfix no merge". */
function mergeTimes(answer: TimeToMerge): string {
  const queues = [...medianTimeToMerge(answer, undefined)];
  if (queues.length === 0) return 'no pull request merged';
  return queues.map(([queue, median]) => `${queue} ${median === null ? 'no merge' : formatSeconds(median)}`).join(', ');
}

export function queueSection(
  repo: RepositoryRef,
  weeks: Weeks,
  [current, baseline]: readonly [FigureAnswers, FigureAnswers],
  [merged, mergedBefore]: readonly [TimeToMerge, TimeToMerge],
): DigestSection {
  const [now, before] = [queueWeek(weeks.current, current), queueWeek(weeks.baseline, baseline)];
  const link: DigestLink = {
    to: '/$owner/$repo/merge-queue',
    params: repo,
    search: { compare: 'custom', current: weekParam(weeks.current), baseline: weekParam(weeks.baseline) },
  };
  const seconds = (value: number | null) => (value === null ? 'no session ended' : formatSeconds(value));
  const ratio = (value: number | null) => (value === null ? 'no session ended' : formatRatio(value));
  const byReason = now.reasons.map(([reason, count]) => `${queueCodeLabel(reason)} ${formatCount(count)}`).join(', ');
  return {
    title: 'Merge queue',
    lines: [
      { parts: [`Time to merge (median): ${mergeTimes(merged)} (week before: ${mergeTimes(mergedBefore)})`], link },
      { parts: [`Time in queue (mean): ${seconds(now.timeInQueue)} (week before: ${seconds(before.timeInQueue)})`], link },
      { parts: [`Failure rate: ${ratio(now.failureRate)} (week before: ${ratio(before.failureRate)})`], link },
      {
        parts: [`Left the queue: ${formatCount(now.exits)}${byReason ? ` (${byReason})` : ''}; week before: ${formatCount(before.exits)}`],
        link,
      },
    ],
  };
}
