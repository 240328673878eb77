import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { exportFile } from '@/lib/export/export-file';
import { setUpMockApi } from '../../../../tests/mock-kit/mock-api';
import { FIXTURE_NOW, FIXTURE_TESTS, REPOSITORIES } from '../../../../mocks/fixtures';
import { executionQueries, type ExecutionsPageRequest } from '@/queries/executions';
import { testExecutionsExport, testFailuresExport } from './test-exports';

const { api } = setUpMockApi();

const repository = { owner: REPOSITORIES.checkout.owner, repo: REPOSITORIES.checkout.name };
const { testId } = FIXTURE_TESTS.multiIdentity;
const lastWeek = { start: new Date(Date.parse(FIXTURE_NOW) - 7 * 24 * 3_600_000).toISOString().replace('.000Z', 'Z'), end: FIXTURE_NOW };
const run = () => ({ signal: new AbortController().signal, pause: () => Promise.resolve() });

describe('testExecutionsExport', () => {
  it('exports every page of executions in the window and sort on screen', async () => {
    // The table shows one row a page; the export still holds them all, in the same order.
    const request: ExecutionsPageRequest = { window: lastWeek, sort: 'executions_count', direction: 'desc', perPage: 1, cursor: undefined };
    const shown = await new QueryClient().fetchQuery(
      executionQueries.page(api, repository, { testId, request: { ...request, perPage: 100 } }),
    );
    expect(shown.data.executions.length).toBeGreaterThan(1);

    const { blob, rows } = await exportFile(testExecutionsExport(api, repository, testId, request, shown.window), 'csv', run());
    expect(rows).toBe(shown.data.executions.length);
    const lines = (await blob.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Test name,Pipeline,Job,Executions,Test ID');
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual(shown.data.executions.map((row) => String(row.executions_count)));
  });
});

describe('testFailuresExport', () => {
  it('exports the failure groups the table has read, without asking again', async () => {
    const failing = FIXTURE_TESTS.flaky.testId;
    const { failures } = await api.listTestFailures({ path: { owner: repository.owner, repository: repository.repo, test_id: failing } });
    expect(failures.length).toBeGreaterThan(0);
    const { blob, rows } = await exportFile(testFailuresExport(repository, failing, failures), 'json', run());
    expect(rows).toBe(failures.length);
    expect(JSON.parse(await blob.text())).toEqual({
      window: { description: 'the retained history (the failures operation takes no window)' },
      filters: { test_id: failing },
      rows: failures,
    });
  });
});
