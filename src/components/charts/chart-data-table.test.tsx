// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartDataTable, type ChartDataRow } from './chart-data-table';

afterEach(cleanup);

const ROWS: ChartDataRow[] = [
  { key: 'a', cells: ['Nov 19', '1,204'] },
  { key: 'b', cells: ['Nov 20', '0'] },
];

function renderTable(rows: readonly ChartDataRow[] = ROWS) {
  render(
    <MantineProvider env="test">
      <ChartDataTable caption="Failed executions per UTC day" columns={['Day (UTC)', 'Failed executions']} rows={rows} />
    </MantineProvider>,
  );
}

describe('ChartDataTable', () => {
  it('opens the chart’s figures as a table named by its caption, and closes it again', () => {
    renderTable();
    const show = screen.getByRole('button', { name: 'Show data table' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.click(show);
    const hide = screen.getByRole('button', { name: 'Hide data table' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    const table = screen.getByRole('table', { name: 'Failed executions per UTC day' });
    expect(hide.getAttribute('aria-controls')).toBe(table.parentElement?.parentElement?.id);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day (UTC)', 'Failed executions']);
    // Each row is named by its first cell, a row header.
    const row = within(table).getByRole('row', { name: /^Nov 19/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('Nov 19');
    expect(within(row).getByRole('cell').textContent).toBe('1,204');

    fireEvent.click(hide);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps its place but cannot open while there are no figures', () => {
    renderTable([]);
    expect((screen.getByRole('button', { name: 'Show data table' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
