import { spanWindow } from '@/lib/export/export-scope';
import { onePage, type ExportColumn, type ExportSource } from '@/lib/export/export-source';
import { withLabel } from '@/queries/ci-runners';
import { sortFleet, type FleetRow } from '../lib/fleet-rows';
import { reasonsText, windowNames } from '../lib/figure-words';
import { RUNNER_HEALTH_LABELS } from '../lib/runner-health';
import type { RunnersView } from '../lib/runners-search';
import type { FleetView } from './use-runners-answers';

/** One exported runner: figures in the service's names and units (shares of 1, whole seconds), health in words with its reasons. */
function exportedRunner(row: FleetRow) {
  return {
    name: row.name,
    group_name: row.group_name,
    labels: row.labels,
    os: row.os,
    status: row.status,
    health: RUNNER_HEALTH_LABELS[row.verdict.health],
    health_reasons: reasonsText(row),
    success_rate: row.figures.successRate,
    utilization_rate: row.figures.utilization,
    median_duration: row.figures.medianDurationSeconds,
    p95_duration: row.figures.p95DurationSeconds,
    jobs_per_hour: row.figures.jobsPerHour,
    success_rate_against_group: row.againstGroup.successRate,
    median_duration_against_group: row.againstGroup.medianDuration,
  };
}

type ExportedRunner = ReturnType<typeof exportedRunner>;

const FLEET_EXPORT_COLUMNS: readonly ExportColumn<ExportedRunner>[] = [
  { header: 'Runner', value: (row) => row.name },
  { header: 'Group', value: (row) => row.group_name },
  { header: 'Labels', value: (row) => row.labels.join(' ') },
  { header: 'OS', value: (row) => row.os },
  { header: 'Status', value: (row) => row.status },
  { header: 'Health', value: (row) => row.health },
  { header: 'Why', value: (row) => row.health_reasons },
  { header: 'Success rate (share of 1)', value: (row) => row.success_rate },
  { header: 'Utilization (share of 1)', value: (row) => row.utilization_rate },
  { header: 'Median duration (s)', value: (row) => row.median_duration },
  { header: 'p95 duration (s)', value: (row) => row.p95_duration },
  { header: 'Jobs per hour', value: (row) => row.jobs_per_hour },
  { header: 'Success rate against its group (relative, share of 1)', value: (row) => row.success_rate_against_group },
  { header: 'Median duration against its group (relative, share of 1)', value: (row) => row.median_duration_against_group },
];

/** Every page of the label's runners (all runners without a label), in the table's order; figures on screen are not asked again. */
export function fleetExport(
  owner: string,
  search: RunnersView,
  fleet: Pick<FleetView, 'span' | 'window'>,
  /** Every runner of the label (or of the fleet), judged, asked on demand: the table shows only a page of them. */
  readAll: () => Promise<FleetRow[]>,
): ExportSource<ExportedRunner> {
  return {
    what: 'runners',
    fileName: `${owner} CI runners ${'preset' in search.selection ? search.selection.preset : 'chosen window'}`,
    columns: FLEET_EXPORT_COLUMNS,
    total: fleet.span.total,
    scope: () => ({
      window: spanWindow(windowNames(search.selection).current.toLowerCase(), fleet.window.start, fleet.window.end),
      filters: [{ name: 'owner', value: owner }, ...(search.label === undefined ? [] : [{ name: 'runner_labels', value: [search.label] }])],
    }),
    fetchPage: onePage(async () => sortFleet(withLabel(await readAll(), search.label), search.sort, search.dir).map(exportedRunner)),
  };
}
