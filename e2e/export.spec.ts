import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import type { ActivityLogEvent, QuarantinedTest, SearchTestsQuery, TestSearchResult } from '@/api/types';
import { FIXTURE_TESTS } from '../mocks/fixtures';
import { COLD_START, E2E_NOW, expect, test } from './support/app-test';
import { CHECKOUT_PATH, mockAnswers } from './support/mock-answers';
import { WINDOWS } from './support/test-detail-answers';

// Exports of three tables, checked against what the page shows and against the seeded mock at E2E_NOW
// (support/mock-answers.ts): the file a person downloads or pastes holds every row the page counts.

const CHECKOUT = `/${CHECKOUT_PATH.owner}/${CHECKOUT_PATH.repository}`;
const countFormat = new Intl.NumberFormat('en-US');
const readCount = (text: string) => Number(text.replaceAll(',', ''));
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
/** The activity log's default window, "Last 24 hours", at the pinned clock. */
const LAST_24H = { received_from: iso(Date.parse(E2E_NOW) - 24 * 3_600_000), received_to: iso(Date.parse(E2E_NOW)) };

/** Every test the mock finds for a query, page after page (per_page 100, its largest). */
async function allTests(query: SearchTestsQuery): Promise<TestSearchResult[]> {
  const tests: TestSearchResult[] = [];
  let cursor: string | undefined;
  do {
    const page = await mockAnswers().searchTests({
      path: CHECKOUT_PATH,
      query: { ...query, per_page: 100, ...(cursor ? { cursor } : {}) },
    });
    tests.push(...page.data.tests);
    cursor = page.links.next?.cursor ?? undefined;
  } while (cursor !== undefined);
  return tests;
}

async function allQuarantines(): Promise<QuarantinedTest[]> {
  const quarantines: QuarantinedTest[] = [];
  let cursor: string | undefined;
  do {
    const page = await mockAnswers().listQuarantines({ path: CHECKOUT_PATH, query: { per_page: 100, ...(cursor ? { cursor } : {}) } });
    quarantines.push(...page.data.quarantined_tests);
    cursor = page.links.next?.cursor ?? undefined;
  } while (cursor !== undefined);
  return quarantines;
}

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

/** Opens the page's Export menu and picks an item; the menu's code loads on this first click. */
async function chooseExport(page: Page, item: string) {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function downloadedText(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

test.describe('export', () => {
  test('6 and 7 · the Flaky tab downloads as a plain CSV holding its rows in its order; the scope is in the name and the JSON', async ({
    page,
  }) => {
    test.slow(); // a cold start, then every identity read, on a busy 2-core machine
    // The tab's tests: every identity grouped by test, its health its worst identity's, the flaky ones
    // ranked by failed runs (then runs, then name).
    const severity = ['healthy', 'flaky', 'broken'];
    const tests = new Map<string, { testId: string; name: string; failed: number; runs: number; health: string; pairs: number }>();
    for (const row of await allTests({})) {
      const entry = tests.get(row.test_id) ?? { testId: row.test_id, name: row.test_name, failed: 0, runs: 0, health: 'healthy', pairs: 0 };
      entry.failed += row.metrics.failed_executions_count ?? Number.NaN;
      entry.runs += row.metrics.executions_count ?? Number.NaN;
      entry.pairs += 1;
      if (severity.indexOf(row.metrics.health_status) > severity.indexOf(entry.health)) entry.health = row.metrics.health_status;
      tests.set(row.test_id, entry);
    }
    const flaky = [...tests.values()]
      .filter((test) => test.health === 'flaky')
      .sort((a, b) => b.failed - a.failed || b.runs - a.runs || (a.name < b.name ? -1 : 1));

    await page.goto(`${CHECKOUT}/tests`);
    const flakyTab = page.getByRole('tab', { name: /^Flaky [\d,]+ tests?$/ });
    await expect(flakyTab).toBeVisible(COLD_START);
    await flakyTab.click();
    await expect(flakyTab).toHaveAttribute('aria-selected', 'true');
    await expect(flakyTab).toHaveAccessibleName(`Flaky ${countFormat.format(flaky.length)} tests`);
    // The table shows a page of them (25), the export every one.
    const table = page.getByRole('table', { name: /^Tests, sorted by/ });
    expect(flaky.length).toBeGreaterThan(25);
    await expect(table.getByRole('row')).toHaveCount(25 + 1);
    const shown = await table.getByRole('row').getByRole('link').allTextContents();
    expect(shown).toEqual(flaky.slice(0, 25).map((test) => test.name));

    const download = page.waitForEvent('download');
    await chooseExport(page, 'Download CSV');
    const file = await download;
    // The scope in the file's name: what was exported, its filter, the day.
    expect(file.suggestedFilename()).toMatch(/^acme-checkout-flaky-tests-health_status-flaky-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(
      page.getByRole('status').filter({ hasText: `Downloaded ${countFormat.format(flaky.length)} flaky tests as CSV.` }),
    ).toBeVisible();

    const text = await downloadedText(file);
    expect(text.startsWith('\uFEFF')).toBe(true); // so spreadsheets read it as UTF-8
    // A plain reader: the first line is the header, each further line one row.
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Test name,Health,"Failed runs, 7 d","Runs, 7 d",Pipelines and jobs,Test ID');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(flaky.length + 2);
    const [header, ...records] = parseCsv(text.slice(1));
    expect(header).toEqual(['Test name', 'Health', 'Failed runs, 7 d', 'Runs, 7 d', 'Pipelines and jobs', 'Test ID']);
    // The view's rows in the view's order, each with its figures and every pipeline and job it ran under.
    expect(
      records.map((record) => [record[0], record[1], Number(record[2]), Number(record[3]), record[4]?.split('; ').length, record[5]]),
    ).toEqual(flaky.map((test) => [test.name, 'flaky', test.failed, test.runs, test.pairs, test.testId]));
    expect(records.flat().filter((field) => /^[=+\-@\t\r]/.test(field))).toEqual([]);

    // JSON carries the scope beside the rows.
    const json = page.waitForEvent('download');
    await chooseExport(page, 'Download JSON');
    const document = JSON.parse(await downloadedText(await json)) as { filters: Record<string, unknown>; rows: { testId: string }[] };
    expect(document.filters).toEqual({ health_status: ['flaky'], sort: 'failed_runs', direction: 'desc' });
    expect(document.rows.map((row) => row.testId)).toEqual(flaky.map((test) => test.testId));
  });

  test.describe('with the clipboard', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('the quarantines copy as a Markdown table, every page of them', async ({ page }) => {
      await page.goto(`${CHECKOUT}/quarantines`);
      await expect(page.getByRole('table', { name: 'Quarantined tests' })).toBeVisible(COLD_START);
      const quarantines = await allQuarantines();

      await chooseExport(page, 'Copy as Markdown (all pages)');
      await expect(page.getByRole('status').filter({ hasText: `Copied ${quarantines.length} quarantines as Markdown.` })).toBeVisible();

      const text = await page.evaluate(() => navigator.clipboard.readText());
      const lines = text.trimEnd().split('\n');
      expect(lines.slice(0, 4)).toEqual([
        'Window: the quarantines in force when exported. Filters: none.',
        '',
        '| Test name | Branch | Reason | Owner | Ticket | Until (UTC day) | Source | Quarantined since | Recovered | Test ID | Quarantine ID |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ]);
      const rows = lines.slice(4);
      // Text as text: a test name's ">" is written as it is, never as an HTML entity.
      const cartTotals = 'src/cart/cart-totals.test.ts > cartTotals > rounds tax per line item';
      expect(quarantines.some((quarantine) => quarantine.test_name === cartTotals)).toBe(true);
      expect(rows.some((row) => row.startsWith(`| ${cartTotals} | `))).toBe(true);
      expect(text).not.toContain('&gt;');
      expect(rows).toHaveLength(quarantines.length);
      // The last cell of a row is the quarantine's id: each one once.
      expect(rows.map((row) => row.split(' | ').at(-1)?.replace(/ \|$/, '')).sort()).toEqual(
        quarantines.map((quarantine) => quarantine.id).sort(),
      );
    });
  });

  test('a test’s executions download as a CSV with the window, the test and each identity’s count', async ({ page }) => {
    const { testId } = FIXTURE_TESTS.multiIdentity;
    // The test page's "30 d" at the pinned clock, as its other journeys read it.
    const window = WINDOWS['30d'];
    const { executions } = (
      await mockAnswers().listTestExecutions({
        path: { ...CHECKOUT_PATH, test_id: testId },
        query: { ...window, sort: 'executions_count', direction: 'desc', per_page: 100 },
      })
    ).data;
    expect(executions.length).toBeGreaterThan(1);

    await page.goto(`${CHECKOUT}/tests/${testId}?tab=executions&range=30d`);
    await expect(page.getByRole('tabpanel', { name: 'Executions' }).getByRole('row')).toHaveCount(executions.length + 1, COLD_START);
    const download = page.waitForEvent('download');
    await chooseExport(page, 'Download CSV');
    const file = await download;
    // Header first; the scope (window and test) in the file's name.
    expect(file.suggestedFilename()).toContain(`test_id-${testId}-${window.start.slice(0, 10)}-to-${window.end.slice(0, 10)}`);
    const [header, ...records] = parseCsv((await downloadedText(file)).slice(1));
    expect(header).toEqual(['Test name', 'Pipeline', 'Job', 'Executions', 'Test ID']);
    expect(records.map((record) => [record[1], record[2], Number(record[3])])).toEqual(
      executions.map((row) => [row.pipeline_name, row.job_name, row.executions_count]),
    );
  });

  test('the activity log downloads as JSON holding as many events as it counts', async ({ page }) => {
    await page.goto(`${CHECKOUT}/activity`);
    const summary = page.getByRole('heading', { level: 2, name: /^[\d,]+ events? · / });
    await expect(summary).toBeVisible(COLD_START);
    const shown = readCount((await summary.innerText()).split(' ')[0] ?? '');
    const { total } = await mockAnswers().getActivityLogAggregate({ path: CHECKOUT_PATH, query: LAST_24H });
    expect(shown).toBe(total);

    const download = page.waitForEvent('download');
    await chooseExport(page, 'Download JSON');
    const file = await download;
    // The scope in the name too: the window's two days, then the export's.
    expect(file.suggestedFilename()).toMatch(/^acme-checkout-activity-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await downloadedText(file)) as {
      window: { description: string; start: string; end: string };
      filters: unknown;
      rows: (ActivityLogEvent & { sentence: string })[];
    };
    // The window and filters the rows were read with, beside them; each event with the sentence the page shows.
    // The page's clock runs on from E2E_NOW, so the window ends when the page resolved it, a moment later.
    expect(exported.window.description).toBe('last 24 hours');
    const end = Date.parse(exported.window.end);
    expect(end - Date.parse(LAST_24H.received_to)).toBeGreaterThanOrEqual(0);
    expect(end - Date.parse(LAST_24H.received_to)).toBeLessThan(5 * 60_000);
    expect(Date.parse(exported.window.start)).toBe(end - 24 * 3_600_000);
    expect(exported.filters).toEqual({});
    const events = exported.rows;
    expect(events).toHaveLength(shown);
    expect(events.every((event) => typeof event.sentence === 'string' && event.sentence.length > 0)).toBe(true);
    expect(new Set(events.map((event) => event.id)).size).toBe(shown);
  });
});
