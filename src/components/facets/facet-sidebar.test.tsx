// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FacetSidebar } from './facet-sidebar';
import type { FacetSelection } from '@/domain/facet-selection';
import type { FacetGroupModel } from './facet-types';

afterEach(cleanup);

function group(overrides: Partial<FacetGroupModel> = {}): FacetGroupModel {
  return {
    id: 'pipeline',
    title: 'Pipeline',
    options: [
      { value: 'ci', label: 'ci', count: 120 },
      { value: 'e2e', label: 'e2e', count: 40 },
    ],
    selection: { include: [], exclude: [] },
    status: { state: 'ready' },
    ...overrides,
  };
}

function renderSidebar(groups: FacetGroupModel[], onChange = vi.fn<(id: string, selection: FacetSelection) => void>()) {
  render(
    <MantineProvider env="test">
      <FacetSidebar
        groups={groups}
        onChange={onChange}
        onClearAll={() => {}}
        hasActiveFilters={groups.some(({ selection }) => selection.include.length + selection.exclude.length > 0)}
      />
    </MantineProvider>,
  );
  return onChange;
}

describe('FacetSidebar', () => {
  it('lists values with counts; unticking excludes, "only" includes', () => {
    const onChange = renderSidebar([group()]);
    const facet = screen.getByRole('group', { name: 'Pipeline' });
    const ci = within(facet).getByRole('checkbox', { name: 'ci' });
    expect((ci as HTMLInputElement).checked).toBe(true);
    expect(within(facet).getByText('120')).toBeTruthy();

    fireEvent.click(ci);
    expect(onChange).toHaveBeenLastCalledWith('pipeline', { include: [], exclude: ['ci'] });

    fireEvent.click(within(facet).getByRole('button', { name: 'Only e2e' }));
    expect(onChange).toHaveBeenLastCalledWith('pipeline', { include: ['e2e'], exclude: [] });
  });

  it('shows the current selection, a reset, and "all" on the only value left', () => {
    const onChange = renderSidebar([group({ selection: { include: ['e2e'], exclude: [] } })]);
    const facet = screen.getByRole('group', { name: 'Pipeline' });
    expect(within(facet).getByText('Only e2e')).toBeTruthy();
    expect((within(facet).getByRole('checkbox', { name: 'ci' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(within(facet).getByRole('button', { name: 'Show all Pipeline values' }));
    expect(onChange).toHaveBeenLastCalledWith('pipeline', { include: [], exclude: [] });
    fireEvent.click(within(facet).getByRole('button', { name: 'Reset the Pipeline filter' }));
    expect(onChange).toHaveBeenLastCalledWith('pipeline', { include: [], exclude: [] });
  });

  it('searches and expands long lists', () => {
    const options = Array.from({ length: 12 }, (_, index) => ({ value: `job-${index}`, label: `job-${index}`, count: 12 - index }));
    renderSidebar([group({ id: 'job', title: 'Job', options })]);
    const facet = screen.getByRole('group', { name: 'Job' });
    expect(within(facet).getAllByRole('checkbox')).toHaveLength(6);

    fireEvent.click(within(facet).getByRole('button', { name: 'Show 6 more' }));
    expect(within(facet).getAllByRole('checkbox')).toHaveLength(12);

    fireEvent.change(within(facet).getByRole('textbox', { name: 'Search Job values' }), { target: { value: 'job-1' } });
    // job-1, job-10, job-11
    expect(
      within(facet)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label, div')?.textContent),
    ).toHaveLength(3);
    expect(within(facet).getByRole('checkbox', { name: 'job-10' })).toBeTruthy();
  });

  it('keeps a selected value the data no longer lists, so it can be unticked', () => {
    const onChange = renderSidebar([group({ selection: { include: [], exclude: ['nightly'] } })]);
    const nightly = screen.getByRole('checkbox', { name: 'nightly' });
    fireEvent.click(nightly);
    expect(onChange).toHaveBeenLastCalledWith('pipeline', { include: [], exclude: [] });
  });

  it('says when values are loading or failed, with a retry', () => {
    const retry = vi.fn();
    renderSidebar([
      group({ options: [], status: { state: 'loading' } }),
      group({ id: 'job', title: 'Job', options: [], status: { state: 'error', error: new Error('boom'), retry } }),
    ]);
    expect(screen.getByLabelText('Loading Pipeline values')).toBeTruthy();
    const jobGroup = screen.getByRole('group', { name: 'Job' });
    expect(within(jobGroup).getByText('Could not load the Job values')).toBeTruthy();
    fireEvent.click(within(jobGroup).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
