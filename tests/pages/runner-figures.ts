// The runners table's figures checked against the mock's own answers (the page tests at both fleet sizes).
import { within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ApiClient } from '@/api/client';
import { FIGURE_COLUMNS } from '@/features/ci-runners/lib/fleet-columns';
import { againstText } from '@/features/ci-runners/lib/figure-words';
import { REPOSITORIES } from '../../mocks/fixtures';

const STAT_OF_COLUMN = {
  success_rate: 'success_rate',
  utilization: 'utilization_rate',
  median_duration: 'median_duration',
  p95_duration: 'p95_duration',
  jobs_per_hour: 'jobs_per_hour',
} as const;

/** Every figure of every row, as the mock answers for its runner (the figure cells follow runner, group, labels and health), and
 * the runner against the rest of its group: (its − theirs) ÷ theirs, as the table's note defines it. */
export async function expectRunnerFigures(api: ApiClient, table: HTMLElement, window: { start: string; end: string }) {
  const stat = async (stat: (typeof STAT_OF_COLUMN)[keyof typeof STAT_OF_COLUMN], filter: object) =>
    (await api.getCiRunnerStat({ path: { owner: REPOSITORIES.checkout.owner, stat }, query: { ...window, ...filter } })).value;
  for (const row of within(table).getAllByRole('row').slice(1, -1)) {
    const name = within(row).getAllByRole('link')[0]!.textContent!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    const expected = await Promise.all(
      FIGURE_COLUMNS.map(async (column) => column.text(await stat(STAT_OF_COLUMN[column.key], { runner_name: [name] }))),
    );
    expect(cells.slice(4, 4 + FIGURE_COLUMNS.length)).toEqual(expected);
    const peers = { runner_group_name: [cells[1]!], runner_name_exclude: [name] };
    const against = async (figure: 'success_rate' | 'median_duration') => {
      const [own, theirs] = [await stat(figure, { runner_name: [name] }), await stat(figure, peers)];
      return againstText(own === null || theirs === null || theirs === 0 ? null : own / theirs - 1);
    };
    expect(cells[4 + FIGURE_COLUMNS.length]).toBe(
      `success rate ${await against('success_rate')}median duration ${await against('median_duration')}`,
    );
  }
}
