// The runners table's figures checked against the mock's own answers (the page tests at both fleet sizes).
import { within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ApiClient } from '@/api/client';
import { FIGURE_COLUMNS } from '@/features/ci-runners/lib/fleet-columns';
import { REPOSITORIES } from '../../mocks/fixtures';

const STAT_OF_COLUMN = {
  success_rate: 'success_rate',
  utilization: 'utilization_rate',
  median_duration: 'median_duration',
  p95_duration: 'p95_duration',
  jobs_per_hour: 'jobs_per_hour',
} as const;

/** Every figure of every row, as the mock answers for its runner (the figure cells follow runner, group, labels and health). */
export async function expectRunnerFigures(api: ApiClient, table: HTMLElement, window: { start: string; end: string }) {
  for (const row of within(table).getAllByRole('row').slice(1, -1)) {
    const name = within(row).getAllByRole('link')[0]!.textContent!;
    const cells = within(row)
      .getAllByRole('cell')
      .slice(4)
      .map((cell) => cell.textContent);
    const expected = await Promise.all(
      FIGURE_COLUMNS.map(async (column) => {
        const query = { ...window, runner_name: [name] };
        return column.text(
          (await api.getCiRunnerStat({ path: { owner: REPOSITORIES.checkout.owner, stat: STAT_OF_COLUMN[column.key] }, query })).value,
        );
      }),
    );
    expect(cells).toEqual(expected);
  }
}
