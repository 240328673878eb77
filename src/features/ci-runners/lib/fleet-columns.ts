import { perHourText, rateText, secondsText } from './figure-words';
import type { RunnerFigures } from './runner-health';
import type { FleetSortKey } from './runners-search';

// The fleet table's columns, each once; a first click sorts the way that brings trouble to the top (worst rate, busiest, slowest).

export type SortDirection = 'asc' | 'desc';

type FigureColumn = {
  key: Exclude<FleetSortKey, 'name' | 'health'>;
  label: string;
  firstDirection: SortDirection;
  unit: string;
  figure: (figures: RunnerFigures) => number | null;
  text: (value: number | null) => string;
};

export const FIGURE_COLUMNS: readonly FigureColumn[] = [
  {
    key: 'success_rate',
    label: 'Success rate',
    firstDirection: 'asc',
    unit: 'share of finished jobs that succeeded',
    figure: (figures) => figures.successRate,
    text: rateText,
  },
  {
    key: 'utilization',
    label: 'Utilization',
    firstDirection: 'desc',
    unit: 'share of the window spent running jobs',
    figure: (figures) => figures.utilization,
    text: rateText,
  },
  {
    key: 'median_duration',
    label: 'Median duration',
    firstDirection: 'desc',
    unit: 'from pick-up to end, finished jobs',
    figure: (figures) => figures.medianDurationSeconds,
    text: secondsText,
  },
  {
    key: 'p95_duration',
    label: 'p95 duration',
    firstDirection: 'desc',
    unit: '95th percentile, finished jobs',
    figure: (figures) => figures.p95DurationSeconds,
    text: secondsText,
  },
  {
    key: 'jobs_per_hour',
    label: 'Jobs per hour',
    firstDirection: 'desc',
    unit: 'jobs finished per hour of the window',
    figure: (figures) => figures.jobsPerHour,
    text: perHourText,
  },
];

export type FleetColumn = { key: FleetSortKey; label: string; firstDirection: SortDirection; unit?: string };

/** Runner, Health, then the figures: the sortable columns in the table's order. */
export const FLEET_COLUMNS: readonly FleetColumn[] = [
  { key: 'name', label: 'Runner', firstDirection: 'asc' },
  { key: 'health', label: 'Health', firstDirection: 'asc' },
  ...FIGURE_COLUMNS,
];
