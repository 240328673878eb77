import { spanWindow } from '@/domain/periods/period-comparison';
import type { RepositoryRef } from '@/lib/app-config';
import { formatWholeSeconds } from '@/lib/format';
import type { DigestLine, DigestSection, RunnerChoice, Weeks } from './digest-lines';

// The week's slowest runner and longest-waiting label: each a line opening the runners page at the week with it chosen.

/** The highest figure (ties: the first name in code order) among the names that have one, and how many have one. */
export function highestOf(figures: readonly { name: string; value: number | null }[]) {
  const measured = figures.filter((figure): figure is { name: string; value: number } => figure.value !== null);
  const top = [...measured].sort((a, b) => b.value - a.value || (a.name < b.name ? -1 : 1))[0] ?? null;
  return { top, measured: measured.length };
}

type Leader = { top: { name: string; value: number } | null; before: number | null };
export type RunnerWeek = { runner: Leader; label: Leader; waitPage: number } | null;

const LEADERS = {
  runner: { title: 'Slowest runner', figure: 'median job duration', none: 'no finished job' },
  label: { title: 'Longest-waiting label', figure: 'median wait', none: 'no job picked up' },
} as const;

export function runnerSection(repo: RepositoryRef, weeks: Weeks, week: RunnerWeek): DigestSection {
  const lines = (['runner', 'label'] as const).flatMap((kind): DigestLine[] => {
    const { top, before } = week?.[kind] ?? { top: null, before: null };
    if (top === null) return [];
    const { title, figure, none } = LEADERS[kind];
    const was = before === null ? none : formatWholeSeconds(before);
    const choice: RunnerChoice = kind === 'runner' ? { runner: top.name } : { label: top.name, waitPage: week!.waitPage };
    return [
      {
        parts: [`${title}: `, { data: top.name }, `, ${figure} ${formatWholeSeconds(top.value)} (week before: ${was})`],
        link: { to: '/$owner/$repo/runners', params: repo, search: { ...spanWindow(weeks.current), ...choice } },
      },
    ];
  });
  const empty =
    week === null
      ? 'This API does not list its runners (the listing is ours, not the vendor’s).'
      : 'No runner finished a job and no job was picked up this week.';
  return { title: 'CI runners', lines, empty };
}
