// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SortDirection } from '@/api/types';
import { Table } from './table';

afterEach(cleanup);

// Plain elements, no Mantine inside: rendered bare.
const header = (sorted: SortDirection | undefined, first: SortDirection) =>
  render(
    <table>
      <thead>
        <tr>
          <Table.SortTh
            label="Health"
            sorted={sorted}
            first={first}
            control={(next, props) => <button type="button" data-next={next} {...props} />}
          />
        </tr>
      </thead>
    </table>,
  );

describe('Table.SortTh', () => {
  it('sorts another column its first way', () => {
    header(undefined, 'asc');
    expect(screen.getByRole('columnheader', { name: 'Health' }).getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('button', { name: 'Health' }).dataset.next).toBe('asc');
    expect(screen.getByRole('button', { name: 'Health' }).title).toBe('Sort by health, ascending');
    cleanup();
    header(undefined, 'desc');
    expect(screen.getByRole('button', { name: 'Health' }).dataset.next).toBe('desc');
  });

  it('turns the direction of the sorted column', () => {
    header('asc', 'asc');
    expect(screen.getByRole('columnheader', { name: 'Health' }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('button', { name: 'Health' }).dataset.next).toBe('desc');
    cleanup();
    header('desc', 'asc');
    expect(screen.getByRole('button', { name: 'Health' }).dataset.next).toBe('asc');
  });
});
