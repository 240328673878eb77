import { figureValues, type Interval } from '@/domain/merge-queue/queue-values';
import type { FigureAnswers } from '@/domain/merge-queue/figure-operations';
import type { Breakdown } from './merge-queue-search';

// One series per base branch, queue or priority rule: the API's groups split by that name, each series figured as the whole is
// (its groups' sums and counts), so counts and time-weighted sizes add up to the whole, interval by interval.

type NamedGroup = { base_ref: string; queue_name: string; priority_rule_name?: string | null };
type SplitBy = Exclude<Breakdown, 'none'>;

const FIELD = { baseRef: 'base_ref', queue: 'queue_name', priorityRule: 'priority_rule_name' } as const;

export const BREAKDOWN_LABELS: Record<Breakdown, string> = {
  none: 'Nothing',
  baseRef: 'Base branch',
  queue: 'Queue',
  priorityRule: 'Priority rule',
};

const nameOf = (group: NamedGroup, by: SplitBy) => group[FIELD[by]] ?? null;

/** Each answer with only the groups `keep` takes (the bisections answer two lists of groups). */
function answersOf(answers: FigureAnswers, keep: (group: NamedGroup) => boolean): FigureAnswers {
  const entries = Object.entries(answers).map(([operation, answer]) => {
    if ('groups' in answer) return [operation, { ...answer, groups: (answer.groups as NamedGroup[]).filter(keep) }];
    return [operation, { started: answer.started.filter(keep), completed: answer.completed.filter(keep) }];
  });
  return Object.fromEntries(entries) as FigureAnswers;
}

/** The series under `by` by name (null, first: no priority rule, which the API's filter cannot pick), each with its figures. */
export function breakdownSeries(grid: readonly Interval[], answers: FigureAnswers, by: SplitBy) {
  const names = new Set<string | null>();
  for (const answer of Object.values(answers)) {
    const groups: NamedGroup[] = 'groups' in answer ? answer.groups : [...answer.started, ...answer.completed];
    // Speculative checks are not grouped by priority rule: they stay out of that split (the page says so).
    for (const group of groups) if (FIELD[by] in group) names.add(nameOf(group, by));
  }
  return [...names]
    .sort((a, b) => (a === null ? -1 : b === null ? 1 : a < b ? -1 : a > b ? 1 : 0))
    .map((name) => ({
      name,
      label: name ?? 'no priority rule',
      values: figureValues(
        grid,
        answersOf(answers, (group) => FIELD[by] in group && nameOf(group, by) === name),
      ),
    }));
}

/** A palette that reads in both schemes, by position. */
const PALETTE = ['blue', 'orange', 'grape', 'cyan', 'red', 'yellow', 'pink', 'indigo', 'lime', 'gray'];
export const seriesColor = (index: number) => `var(--mantine-color-${PALETTE[index % PALETTE.length]}-6)`;
