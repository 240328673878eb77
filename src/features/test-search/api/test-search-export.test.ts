import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { repositoryPath } from '@/api/repository-path';
import { toSearchTestsQuery } from '@/domain/tests/test-filters';
import { exportFile } from '@/lib/export/export-file';
import { setUpMockApi } from '../../../../tests/mock-kit/mock-api';
import { REPOSITORIES } from '../../../../mocks/fixtures';
import { testSearchParamsSchema } from '../lib/test-search-params';
import { testSearchExport } from './test-search-export';

const { api } = setUpMockApi();
const CHECKOUT = { owner: REPOSITORIES.checkout.owner, repo: REPOSITORIES.checkout.name };
const run = () => ({ signal: new AbortController().signal, pause: () => Promise.resolve() });

describe('testSearchExport', () => {
  it('exports every page of the current tab, sorted as on screen, one CSV record per test', async () => {
    const search = {
      ...v.parse(testSearchParamsSchema, {}),
      sort: 'test_name' as const,
      dir: 'asc' as const,
      health: ['healthy' as const],
    };
    const answer = await api.searchTests({
      path: repositoryPath(CHECKOUT),
      query: { health_status: ['healthy'], sort: 'test_name', direction: 'asc', per_page: 100 },
    });
    const total = answer.data.total;
    expect(total).toBeGreaterThan(100); // more than one export page

    const progress: number[] = [];
    const source = testSearchExport(api, CHECKOUT, search, null);
    const { blob, rows } = await exportFile(source, 'csv', { ...run(), onProgress: (step) => progress.push(step.total ?? -1) });
    expect(source.what).toBe('healthy tests');
    expect(rows).toBe(total);
    expect(progress.every((known) => known === total)).toBe(true); // the API's total, from the first page on

    const lines = (await blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Test name,Pipeline,Job,Health,Confidence,Impact,"Runs, 7 d","Failed runs, 7 d","Failure ratio, 7 d",Test ID');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(total + 2);
    const first = answer.data.tests[0];
    expect(
      lines[1]?.endsWith(
        `,healthy,${first?.metrics.health_confidence},${first?.metrics.failed_executions_impact ?? ''},${first?.metrics.executions_count},${first?.metrics.failed_executions_count},${first?.metrics.failed_executions_ratio},${first?.test_id}`,
      ),
    ).toBe(true);
  });

  it('keeps every filter of the search, not only the tab', async () => {
    // The page's default tab (flaky and broken) and a name pattern: the export keeps both.
    const search = { ...v.parse(testSearchParamsSchema, {}), name: ['*checkout*'] };
    const query = toSearchTestsQuery({ name: ['*checkout*'], health: search.health });
    const { total } = (await api.searchTests({ path: repositoryPath(CHECKOUT), query: { ...query, per_page: 1 } })).data;
    const { blob, rows } = await exportFile(testSearchExport(api, CHECKOUT, search, total), 'json', run());
    expect(rows).toBe(total);
    expect(total).toBeGreaterThan(0);
    const tests = (JSON.parse(await blob.text()) as { rows: { test_name: string }[] }).rows;
    expect(tests.every((test) => test.test_name.includes('checkout'))).toBe(true);
  });
});
