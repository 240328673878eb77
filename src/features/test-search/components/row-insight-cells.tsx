import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TestSearchResult } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { formatRatio, formatRelative, formatUtcDateTime } from '@/lib/format';
import { rowInsightQueries } from '../api/row-insight-queries';
import { INSIGHT_COLUMNS, type ResultColumn } from '../lib/result-columns';
import { FailureSparkline, SPARKLINE_SIZE } from './failure-sparkline';
import classes from './test-results-table.module.css';

type InsightColumn = (typeof INSIGHT_COLUMNS)[keyof typeof INSIGHT_COLUMNS][number];

export function isInsightColumn(column: ResultColumn): column is InsightColumn {
  return Object.values(INSIGHT_COLUMNS).some((columns) => (columns as readonly string[]).includes(column));
}

const shows = (columns: readonly ResultColumn[], wanted: readonly ResultColumn[]) => wanted.some((column) => columns.includes(column));

export function useRowInsights(repo: RepositoryRef, test: TestSearchResult, columns: readonly ResultColumn[]) {
  const api = useApiClient();
  const details = useQuery({
    ...rowInsightQueries.details(api, repo, test.test_id),
    enabled: shows(columns, INSIGHT_COLUMNS.details),
  });
  const failureTrend = useQuery({
    ...rowInsightQueries.failureTrend(api, repo, test.test_id),
    enabled: shows(columns, INSIGHT_COLUMNS.failureTrend),
  });
  return { details, failureTrend };
}

export type RowInsights = ReturnType<typeof useRowInsights>;

/** A figure's cell: its value, a same-size placeholder while it loads, or Retry. */
function InsightValue<T>({ query, children, what }: { query: UseQueryResult<T>; children: (data: T) => ReactNode; what: string }) {
  if (query.isError) {
    return (
      <button
        type="button"
        className={classes.retry}
        title={`Could not load ${what}: ${query.error instanceof Error ? query.error.message : 'unknown error'}`}
        aria-label={`Could not load ${what}. Retry`}
        onClick={() => void query.refetch()}
      >
        Retry
      </button>
    );
  }
  if (query.data === undefined) return <span className={classes.pending} aria-label={`Loading ${what}`} role="status" />;
  return <>{children(query.data)}</>;
}

/** The highest failures per day among the trends answered so far (cache only): every sparkline's one scale. */
export function useSparklineScale(repo: RepositoryRef, testIds: readonly string[], enabled: boolean): number {
  const api = useApiClient();
  const trends = useQueries({
    queries: enabled
      ? [...new Set(testIds)].map((testId) => ({ ...rowInsightQueries.failureTrend(api, repo, testId), enabled: false }))
      : [],
  });
  return Math.max(1, ...trends.flatMap((trend) => trend.data?.map((day) => day.count) ?? []));
}

type Details = NonNullable<RowInsights['details']['data']>;

const DETAIL_CELLS: Record<Exclude<InsightColumn, 'failureTrend'>, [what: string, value: (details: Details) => ReactNode]> = {
  failureRatio: ['the failure ratio', (details) => formatRatio(details.failure_ratio)],
  flakinessRatio: ['the flakiness ratio', (details) => formatRatio(details.flakiness_ratio)],
  lastFailure: [
    'the last failure',
    (details) =>
      details.last_failure_at === null ? (
        <span className={classes.dimmed} title="No failure in the 30 days of history">
          None
        </span>
      ) : (
        <time dateTime={details.last_failure_at} title={formatUtcDateTime(details.last_failure_at)}>
          {formatRelative(details.last_failure_at)}
        </time>
      ),
  ],
};

export function InsightCell({ column, insights, scale }: { column: InsightColumn; insights: RowInsights; scale: number }) {
  if (column !== 'failureTrend') {
    const [what, value] = DETAIL_CELLS[column];
    return (
      <InsightValue query={insights.details} what={what}>
        {value}
      </InsightValue>
    );
  }
  return (
    <div style={SPARKLINE_SIZE}>
      <InsightValue query={insights.failureTrend} what="the failures per day">
        {(days) => <FailureSparkline days={days} max={scale} />}
      </InsightValue>
    </div>
  );
}
