// Conformance of `npm run mock-server` to the API document (../shared/seeds/000_109addf00d4ea0ca.txt)
// and ../shared/reference/api-facts.md, checked as an outside client would: the real HTTP server in a
// child process, plain fetch, every answer validated against the contract. Where both sources are
// silent, the assertions follow docs/decisions.md (each such check says so).
// One server for the file; mutations use test names of their own, so no test depends on another's.
import { afterAll, beforeAll } from 'vitest';
import { describeActivityLog } from './sections/activity-log';
import { describeBadInput } from './sections/bad-input';
import { describeCiRunners } from './sections/ci-runners';
import { describeAuthentication } from './sections/authentication';
import { describeFailuresAndExecutions } from './sections/failures-and-executions';
import { describeHeaderSizes } from './sections/header-sizes';
import { describeMergeQueueStatistics } from './sections/merge-queue-statistics';
import { describePathsAndPaging } from './sections/paths-and-paging';
import { describeQuarantines } from './sections/quarantines';
import { describeRepositoryStatistic } from './sections/repository-statistic';
import { describeRobustness } from './sections/robustness';
import { describeSearch } from './sections/search';
import { describeTestDetailsAndSeries } from './sections/test-details-and-series';
import { CHECKOUT, ctx, MOCK_NOW, searchRows, walk } from './support/conformance-context';
import type { SearchPage, SearchRow } from './support/contract-types';
import { createApi } from './support/http-api';
import { startMockServerProcess, type MockServerProcess } from './support/mock-server-process';

let server: MockServerProcess | undefined;

beforeAll(async () => {
  server = await startMockServerProcess({ MOCK_NOW, MOCK_SEED: 'ci-insights-demo' });
  ctx.api = createApi(server.baseUrl);
  ctx.allRows = (await walk<SearchPage>(`${CHECKOUT}/search/tests`, { per_page: 100 }, searchRows)).items as SearchRow[];
  const first = (health: string) => {
    const row = ctx.allRows.find((candidate) => candidate.metrics.health_status === health);
    if (!row) throw new Error(`no ${health} test in the demo data`);
    return row;
  };
  ctx.flakyRow = first('flaky');
  ctx.brokenRow = first('broken');
  ctx.healthyRow = first('healthy');
  const identities = new Map<string, number>();
  for (const row of ctx.allRows) identities.set(row.test_id, (identities.get(row.test_id) ?? 0) + 1);
  ctx.manyIdentitiesTestId = [...identities.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] as string;
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describeAuthentication();
describePathsAndPaging();
describeSearch();
describeTestDetailsAndSeries();
describeFailuresAndExecutions();
describeRepositoryStatistic();
describeQuarantines();
describeActivityLog();
describeMergeQueueStatistics();
describeCiRunners();
describeRobustness();
describeBadInput();
describeHeaderSizes();
