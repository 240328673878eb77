import { memo, useId, useState } from 'react';
import type { SortDirection } from '@/api/types';
import { HealthBadge } from '@/components/health/health-badge';
import { Table } from '@/components/table/table';
import { IsolatedText } from '@/components/text/data-text';
import { COST_WINDOW_LABEL, type TestCostEntry } from '@/domain/tests/test-cost';
import type { RepositoryRef } from '@/lib/app-config';
import { keyboardRowProps } from '@/lib/keyboard-targets';
import { TestListBadge } from '@/lib/test-badge-context';
import { formatCount } from '@/lib/format';
import { ARIA_SORT, SORT_LABELS, RANKING_SORT } from '../lib/test-search-params';
import { ShortTestNameLink } from './short-test-name-link';
import classes from './test-results-table.module.css';

function IdentityLabel({ pipeline, job }: { pipeline: string; job: string }) {
  return (
    <span className={classes.oneLine} title={`${pipeline} · ${job}`}>
      <IsolatedText value={pipeline} /> · <IsolatedText value={job} />
    </span>
  );
}

/** One row per test, its 7-day figures added up over its pipelines and jobs (listed below it on a click). */
export function TestCostTable({
  repo,
  entries,
  counted,
  direction,
  busy,
  id,
}: {
  repo: RepositoryRef;
  entries: readonly TestCostEntry[];
  counted: boolean;
  direction: SortDirection;
  busy: boolean;
  id?: string;
}) {
  return (
    <Table.ScrollContainer minWidth={640} stacked>
      <Table
        stacked
        id={id}
        tabIndex={id === undefined ? undefined : -1}
        striped
        highlightOnHover
        verticalSpacing={6}
        horizontalSpacing={6}
        aria-label={`Tests, sorted by ${counted ? SORT_LABELS[RANKING_SORT] : 'the service’s failure ratio, 7 d'}, ${ARIA_SORT[direction]}`}
        aria-busy={busy}
        style={{ tableLayout: 'fixed', opacity: busy ? 0.6 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th w="14rem">Pipeline · job</Table.Th>
            <Table.Th w="6.5rem">Health</Table.Th>
            {counted ? (
              <>
                <Table.Th
                  w="6.5rem"
                  aria-sort={ARIA_SORT[direction]}
                  title="Failed runs over the last 7 days, every pipeline and job of the test added up"
                >
                  Failed runs, {COST_WINDOW_LABEL}
                </Table.Th>
                <Table.Th w="5rem" title="Runs over the last 7 days, every conclusion, every pipeline and job of the test added up">
                  Runs, {COST_WINDOW_LABEL}
                </Table.Th>
              </>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <TestCostRows key={entry.testId} repo={repo} entry={entry} counted={counted} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const TestCostRows = memo(function TestCostRows({ repo, entry, counted }: { repo: RepositoryRef; entry: TestCostEntry; counted: boolean }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const [only] = entry.identities;
  const several = entry.identities.length > 1;
  return (
    <>
      <Table.Tr {...keyboardRowProps(entry.testName)}>
        <Table.Td>
          <ShortTestNameLink repo={repo} testId={entry.testId} name={entry.testName} />
        </Table.Td>
        <Table.Td label="Pipeline · job">
          {several || only === undefined ? (
            <button
              type="button"
              className={classes.disclosure}
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              onClick={() => setOpen(!open)}
            >
              <span aria-hidden="true">{open ? '▾' : '▸'}</span> {entry.identities.length} pipelines and jobs
            </button>
          ) : (
            <IdentityLabel pipeline={only.pipeline_name} job={only.job_name} />
          )}
        </Table.Td>
        <Table.Td label="Health">
          <HealthBadge health={entry.health} />
          <TestListBadge testId={entry.testId} />
        </Table.Td>
        {counted ? <FigureCells failedRuns={entry.failedRuns} runs={entry.runs} /> : null}
      </Table.Tr>
      {several && open
        ? entry.identities.map((identity, index) => (
            <Table.Tr
              key={`${identity.pipeline_name}|${identity.job_name}`}
              id={index === 0 ? listId : undefined}
              className={classes.identityRow}
            >
              <Table.Td>
                <span className={classes.visuallyHidden}>{entry.testName}, </span>
              </Table.Td>
              <Table.Td label="Pipeline · job">
                <IdentityLabel pipeline={identity.pipeline_name} job={identity.job_name} />
              </Table.Td>
              <Table.Td label="Health">
                <HealthBadge health={identity.metrics.health_status} />
              </Table.Td>
              {counted ? (
                <FigureCells failedRuns={identity.metrics.failed_executions_count} runs={identity.metrics.executions_count} />
              ) : null}
            </Table.Tr>
          ))
        : null}
    </>
  );
});

function FigureCells({ failedRuns, runs }: { failedRuns: number | null | undefined; runs: number | null | undefined }) {
  return (
    <>
      <Table.Td label={`Failed runs, ${COST_WINDOW_LABEL}`} className={classes.numeric}>
        {formatCount(failedRuns ?? 0)}
      </Table.Td>
      <Table.Td label={`Runs, ${COST_WINDOW_LABEL}`} className={classes.numeric}>
        {formatCount(runs ?? 0)}
      </Table.Td>
    </>
  );
}
