import { queryFilters, spanWindow } from '@/lib/export/export-scope';
import { onePage, type ExportColumn, type ExportSource } from '@/lib/export/export-source';
import type { RepositoryRef } from '@/lib/app-config';
import { toIsoSeconds } from '@/lib/format';
import { statsFilterQuery } from '@/queries/merge-queue';
import { total } from '@/domain/merge-queue/queue-values';
import { FIGURES } from '../lib/queue-figures';
import type { FigureView } from '../lib/figure-view';

/** Each figure over the whole window first, then per interval, with what it counts, its unit and its events in the log. */
function figureExportRows({ grid, whole, counts, values }: FigureView) {
  const intervals = [{ ...whole, index: -1 }, ...grid.map((interval, index) => ({ ...interval, index }))];
  return FIGURES.flatMap((figure) =>
    intervals.map(({ start, end, index }) => ({
      figure: figure.label,
      counts: figure.counts,
      unit: figure.unit,
      eventTypes: figure.eventTypes.join(' '),
      start: toIsoSeconds(start),
      end: toIsoSeconds(end),
      // Null where nothing was measured (a mean of no session).
      value: index === -1 ? values[figure.key].window : (values[figure.key].perInterval[index] ?? null),
      events: index === -1 ? total(counts[figure.key]) : (counts[figure.key][index] ?? 0),
    })),
  );
}

type FigureExportRow = ReturnType<typeof figureExportRows>[number];

const FIGURE_EXPORT_COLUMNS: readonly ExportColumn<FigureExportRow>[] = [
  { header: 'Figure', value: (row) => row.figure },
  { header: 'Counts', value: (row) => row.counts },
  { header: 'Unit', value: (row) => row.unit },
  { header: 'Start (UTC)', value: (row) => row.start },
  { header: 'End (UTC)', value: (row) => row.end },
  { header: 'Value', value: (row) => row.value },
  { header: 'Event types', value: (row) => row.eventTypes },
  { header: 'Events in the activity log', value: (row) => row.events },
];

export function mergeQueueExport(repo: RepositoryRef, view: FigureView): ExportSource<FigureExportRow> {
  const rows = figureExportRows(view);
  return {
    what: 'merge queue figures',
    fileName: `${repo.owner} ${repo.repo} merge queue`,
    columns: FIGURE_EXPORT_COLUMNS,
    scope: () => ({
      window: spanWindow(view.windowWords, view.window.start_at, view.window.end_at),
      filters: queryFilters(statsFilterQuery(view.filters)),
    }),
    fetchPage: onePage(() => rows),
    total: rows.length,
  };
}
