import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { FigureTableSections } from '@/components/charts/chart-data-table';
import { UrlNativeSelect } from '@/components/inputs/url-native-select';
import { Panel } from '@/components/layout/panel';
import { Table } from '@/components/table/table';
import { describeUtcSpan } from '../lib/activity-drill-down';
import { BREAKDOWN_LABELS, breakdownSeries, seriesColor } from '../lib/breakdown';
import { formatFigure } from '../lib/figure-format';
import type { FigureView } from '../lib/figure-view';
import { BREAKDOWNS, type Breakdown, type SearchChange } from '../lib/merge-queue-search';
import { ADDITIVE, FIGURES, figureDefinition, type FigureKey } from '../lib/queue-figures';
import { DrillDownLink } from './drill-down-link';
import { StackedBars } from './stacked-bars';
import classes from './merge-queue.module.css';

/** One figure per UTC day, drawn and listed, optionally one series per base branch, queue or priority rule. */
export function DayTable({
  view,
  figure,
  by,
  onSearchChange,
}: {
  view: FigureView;
  figure: FigureKey;
  by: Breakdown;
  onSearchChange: SearchChange;
}) {
  const { scope, grid, values, counts, answers } = view;
  const definition = figureDefinition(figure);
  const perInterval = values[figure].perInterval;
  // The API groups speculative checks by base branch and queue only.
  const unsplit = by === 'priorityRule' && figure === 'speculativeChecks';
  const series = useMemo(() => (by === 'none' || unsplit ? [] : breakdownSeries(grid, answers, by)), [grid, answers, by, unsplit]);
  const adds = ADDITIVE.has(figure);
  const format = (value: number | null | undefined) => formatFigure(value ?? null, definition.unit);
  // Drawn in minutes or per cent, as a reader sizes them; the tooltip writes the figure itself.
  const [scale, unitWords] = definition.unit === 'seconds' ? [1 / 60, ' (minutes)'] : definition.unit === 'ratio' ? [100, ' (%)'] : [1, ''];
  const plotted = (value: number | null | undefined) => (value === null || value === undefined ? null : value * scale);
  const drawn =
    series.length === 0
      ? [{ key: 'whole', name: definition.label, color: seriesColor(0) }]
      : series.map((one, index) => ({ key: `s${index}`, name: one.label, color: seriesColor(index) }));
  const rows = grid.map((interval, index) => ({
    start: interval.start,
    end: interval.end,
    label: describeUtcSpan(interval.start, interval.end),
    ...(series.length === 0
      ? { whole: plotted(perInterval[index]) }
      : Object.fromEntries(series.map((one, at) => [`s${at}`, plotted(one.values[figure].perInterval[index])]))),
  }));
  const change = (next: Partial<{ figure: FigureKey; by: Breakdown }>) => onSearchChange((previous) => ({ ...previous, ...next }));
  // A click on a series' bar narrows the page as its link below does (no priority rule: the API's filter cannot pick it).
  const narrow = (name: string | null) => {
    if (name !== null && by !== 'none') onSearchChange((previous) => ({ ...previous, [by]: name }));
  };
  return (
    <Panel
      title="Day by day"
      description={`${definition.label}: ${definition.counts}, per UTC day${series.length === 0 ? '' : `, one series per ${BREAKDOWN_LABELS[by].toLowerCase()}`}`}
    >
      <div className={classes.controls}>
        <UrlNativeSelect
          size="xs"
          w={260}
          label="Figure"
          data={FIGURES.map((option) => ({ value: option.key, label: option.label }))}
          value={figure}
          onChange={(value) => change({ figure: value as FigureKey })}
        />
        <UrlNativeSelect
          size="xs"
          w={180}
          label="Break down by"
          data={BREAKDOWNS.map((option) => ({ value: option, label: BREAKDOWN_LABELS[option] }))}
          value={by}
          onChange={(value) => change({ by: value as Breakdown })}
        />
      </div>
      <StackedBars
        height={220}
        label={`${definition.label} per UTC day${series.length === 0 ? '' : ` by ${BREAKDOWN_LABELS[by].toLowerCase()}`}: the table below lists every value`}
        rows={rows}
        series={drawn}
        valueTitle={`${definition.label}${unitWords}`}
        stacked={adds}
        format={(value) => format(value / scale)}
        onSeriesClick={series.length === 0 ? undefined : (key) => narrow(series[Number(key.slice(1))]?.name ?? null)}
      />
      {unsplit ? <p className={classes.text}>The API does not split speculative checks by priority rule: the whole is drawn.</p> : null}
      {series.length === 0 ? null : (
        <div className={classes.text}>
          {adds
            ? 'The series add up to the whole, day by day. '
            : 'Each series is figured over its own pull requests, as the whole is over all of them: they do not add up. '}
          Show only:{' '}
          {series.map((one, index) => (
            <span key={one.label}>
              {index === 0 ? '' : ', '}
              {one.name === null ? (
                `${one.label} (the API's filter cannot pick it)`
              ) : (
                <Link
                  className={classes.link}
                  from="/$owner/$repo/merge-queue"
                  to="/$owner/$repo/merge-queue"
                  params={scope.repo}
                  search={(previous) => ({ ...previous, [by]: one.name })}
                >
                  {one.label}
                </Link>
              )}
            </span>
          ))}
        </div>
      )}
      <Table.ScrollContainer minWidth={480} stacked>
        <Table verticalSpacing="xs" aria-label={`${definition.label} per interval`} stacked>
          <FigureTableSections
            columns={[
              'Interval (UTC)',
              ...series.map((one) => one.label),
              series.length === 0 ? definition.label : `${definition.label}, whole`,
              'Events in the activity log',
            ]}
            rows={grid.map((interval, index) => ({
              key: String(interval.start),
              cells: [
                describeUtcSpan(interval.start, interval.end),
                ...series.map((one) => format(one.values[figure].perInterval[index])),
                format(perInterval[index]),
                <DrillDownLink key="link" scope={scope} figure={figure} count={counts[figure][index] ?? 0} interval={interval} />,
              ],
            }))}
          />
        </Table>
      </Table.ScrollContainer>
    </Panel>
  );
}
