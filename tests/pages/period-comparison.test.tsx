// @vitest-environment jsdom
// Two periods compared, as a user opens them from a link: the overview (repository statistics from their
// per-day series) and a test's page (its statistics over each period's window), over the mock backend.
// Every figure expected here is worked out from the same mock's answers through the client.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { repositoryPath } from '@/api/repository-path';
import type { RepositoryStat, TestStat } from '@/api/types';
import { setUpMockApi } from '../mock-kit/mock-api';
import { FIXTURE_NOW, FIXTURE_TESTS, REPOSITORIES } from '../../mocks/fixtures';
import { renderAppPage } from '../mock-kit/render-app';

const { api } = setUpMockApi();
afterEach(cleanup);
// The periods are days before "today": the mock's clock. Only Date is pinned; timers run as usual.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(FIXTURE_NOW) });
});
afterAll(() => {
  vi.useRealTimers();
});

const REPO = { owner: REPOSITORIES.checkout.owner, repo: REPOSITORIES.checkout.name };
const DAY_MS = 24 * 3_600_000;
const TODAY = Math.floor(Date.parse(FIXTURE_NOW) / DAY_MS) * DAY_MS;
const day = (offset: number) => new Date(TODAY + offset * DAY_MS).toISOString().slice(0, 10);
const countFormat = new Intl.NumberFormat('en-US');

/** The cells of the comparison row named `label`: this period, the other, the change, the direction. */
function rowCells(table: HTMLElement, label: string): string[] {
  const row = within(table).getByRole('rowheader', { name: label }).closest('tr');
  return [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent ?? '');
}

describe('two periods compared', () => {
  it('the overview compares two ranges from the link, from the statistics’ per-day series', async () => {
    const series = async (stat: RepositoryStat) =>
      new Map(
        (await api.getRepositoryTestStat({ path: { ...repositoryPath(REPO), stat } })).value_over_time.map((bucket) => [
          bucket.start.slice(0, 10),
          bucket.value,
        ]),
      );
    const failed = await series('failed_executions');
    const broken = await series('broken_tests');
    const sum = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, index) => failed.get(day(from + index)) ?? NaN).reduce((a, b) => a + b, 0);
    const [failedA, failedB] = [sum(-3, -1), sum(-10, -8)];
    const [brokenA, brokenB] = [broken.get(day(-1)) ?? NaN, broken.get(day(-8)) ?? NaN];

    renderAppPage(`/${REPO.owner}/${REPO.repo}?compare=custom&current=${day(-3)}..${day(-1)}&baseline=${day(-10)}..${day(-8)}`);
    const table = await screen.findByRole('table', { name: 'Repository statistics, two periods' }, { timeout: 10_000 });
    const direction = (delta: number) => (delta === 0 ? 'No change' : delta < 0 ? 'Better' : 'Worse');
    await waitFor(() =>
      expect(rowCells(table, 'Failed executions').slice(0, 2)).toEqual([countFormat.format(failedA), countFormat.format(failedB)]),
    );
    expect(rowCells(table, 'Failed executions')[3]).toMatch(new RegExp(`${direction(failedA - failedB)}$`));
    expect(rowCells(table, 'Broken').slice(0, 2)).toEqual([countFormat.format(brokenA), countFormat.format(brokenB)]);
    expect(rowCells(table, 'Broken')[3]).toMatch(new RegExp(`${direction(brokenA - brokenB)}$`));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Figure', 'Period A', 'Period B', 'Change', 'Direction']);
  });

  it('a test’s page compares this week with the same span of last week from the link', async () => {
    const { testId } = FIXTURE_TESTS.flaky;
    const stat = async (name: TestStat, start: number, end: number) => {
      const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
      const query = { start: iso(start), end: iso(end) };
      return (await api.getTestStat({ path: { ...repositoryPath(REPO), test_id: testId, stat: name }, query })).value;
    };
    // This week to the current hour; last week over the same hours.
    const span = Math.floor(Date.parse(FIXTURE_NOW) / 3_600_000) * 3_600_000 - (TODAY - 6 * DAY_MS);
    const failuresA = await stat('failure_count', TODAY - 6 * DAY_MS, TODAY - 6 * DAY_MS + span);
    const failuresB = await stat('failure_count', TODAY - 13 * DAY_MS, TODAY - 13 * DAY_MS + span);

    renderAppPage(`/${REPO.owner}/${REPO.repo}/tests/${testId}?compare=week`);
    const table = await screen.findByRole('table', { name: 'Test statistics, two periods' }, { timeout: 15_000 });
    await waitFor(
      () => expect(rowCells(table, 'Failures').slice(0, 2)).toEqual([countFormat.format(failuresA), countFormat.format(failuresB)]),
      {
        timeout: 10_000,
      },
    );
    const delta = failuresA - failuresB;
    expect(rowCells(table, 'Failures')[3]).toMatch(new RegExp(`${delta === 0 ? 'No change' : delta < 0 ? 'Better' : 'Worse'}$`));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Figure', 'This week', 'Same span last week', 'Change', 'Direction']);
  });
});
