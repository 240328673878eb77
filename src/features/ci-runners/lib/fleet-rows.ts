import type { ListedRunner } from '@/queries/ci-runners';
import { FIGURE_COLUMNS, type SortDirection } from './fleet-columns';
import type { FleetSortKey } from './runners-search';
import { classifyRunner, RUNNER_HEALTHS, type RunnerFigures } from './runner-health';

/* The fleet table's rows: each runner of the listing with its figures and its verdict, sorted as the URL asks. */

export type FleetRow = ReturnType<typeof fleetRows>[number];

/** (own − theirs) ÷ theirs against the rest of its group (−0.4: 40% below theirs); null without a figure on either side. */
const relative = (own: number | null, theirs: number | null) => (own === null || theirs === null || theirs === 0 ? null : own / theirs - 1);

/** `peers`: by runner name, the service's figures of the rest of its group (the yardstick of its health), so a page of runners is judged as the whole fleet would be. */
export function fleetRows(
  runners: readonly ListedRunner[],
  figures: ReadonlyMap<string, RunnerFigures>,
  peers: ReadonlyMap<string, Pick<RunnerFigures, 'successRate' | 'medianDurationSeconds' | 'jobsPerHour'>>,
  windowHours: number,
) {
  return runners.map((runner) => {
    const own = figures.get(runner.name) ?? EMPTY_FIGURES;
    const rest = peers.get(runner.name) ?? EMPTY_FIGURES;
    const jobs = { runner: (own.jobsPerHour ?? 0) * windowHours, peers: (rest.jobsPerHour ?? 0) * windowHours };
    const againstGroup = {
      successRate: relative(own.successRate, rest.successRate),
      medianDuration: relative(own.medianDurationSeconds, rest.medianDurationSeconds),
    };
    return { ...runner, figures: own, verdict: classifyRunner(own, rest, jobs), againstGroup };
  });
}

const EMPTY_FIGURES: RunnerFigures = {
  successRate: null,
  medianDurationSeconds: null,
  p95DurationSeconds: null,
  utilization: null,
  jobsPerHour: null,
};

const byName = (a: FleetRow, b: FleetRow) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Sorted by one column, ties by name. */
export function sortFleet(rows: readonly FleetRow[], key: FleetSortKey, dir: SortDirection): FleetRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  const compare = (a: FleetRow, b: FleetRow): number => {
    if (key === 'name') return sign * byName(a, b);
    if (key === 'health') {
      const rank = RUNNER_HEALTHS.indexOf(a.verdict.health) - RUNNER_HEALTHS.indexOf(b.verdict.health);
      if (rank !== 0) return sign * rank;
      return compareFigures(a.figures.successRate, b.figures.successRate, 1) || byName(a, b);
    }
    const figure = FIGURE_COLUMNS.find((column) => column.key === key)!.figure;
    return compareFigures(figure(a.figures), figure(b.figures), sign) || byName(a, b);
  };
  return [...rows].sort(compare);
}

function compareFigures(a: number | null, b: number | null, sign: number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return sign * (a - b);
}
