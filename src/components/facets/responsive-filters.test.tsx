// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveFilters } from './responsive-filters';

const realMatchMedia = window.matchMedia;

/** A window as wide or as narrow as asked: every `max-width` query matches on a phone only. */
function windowOf(kind: 'phone' | 'desktop') {
  window.matchMedia = vi.fn((query: string) => ({
    ...realMatchMedia(query),
    matches: kind === 'phone' && query.includes('max-width'),
    media: query,
  }));
}

afterEach(() => {
  cleanup();
  window.matchMedia = realMatchMedia;
});

function renderFilters(activeCount: number) {
  render(
    <MantineProvider env="test">
      <ResponsiveFilters activeCount={activeCount}>
        <label>
          Pipeline <input type="checkbox" />
        </label>
      </ResponsiveFilters>
    </MantineProvider>,
  );
}

describe('ResponsiveFilters', () => {
  it('shows the filters in place on a wide screen', () => {
    windowOf('desktop');
    renderFilters(2);
    expect(screen.getByRole('checkbox', { name: 'Pipeline' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
  });

  it('on a phone, puts them behind a button that counts them and opens a drawer', async () => {
    windowOf('phone');
    renderFilters(2);
    expect(screen.queryByRole('checkbox', { name: 'Pipeline' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(drawer.querySelector('input[type="checkbox"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Show results' })).toBeTruthy();
  });

  it('on a phone, names the button plainly while no filter is set', () => {
    windowOf('phone');
    renderFilters(0);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });
});
