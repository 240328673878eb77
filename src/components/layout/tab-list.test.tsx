// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabList, tabPanelProps } from './tab-list';

afterEach(cleanup);

function renderTabs(active: 'a' | 'b' | 'c' | null, onSelect = vi.fn()) {
  render(
    <>
      <TabList
        id="t"
        label="Views"
        active={active}
        tabs={[
          { value: 'a', children: 'Alpha' },
          { value: 'b', children: 'Beta', 'aria-label': 'Beta 3 tests' },
          { value: 'c', children: 'Gamma' },
        ]}
        renderTab={(value, props) => <button type="button" {...props} onClick={() => onSelect(value)} />}
      />
      {active === null ? null : <div {...tabPanelProps('t', active)}>panel</div>}
    </>,
  );
  return onSelect;
}

describe('TabList', () => {
  it('is a named tablist whose selected tab names the panel and alone takes the focus from Tab', () => {
    renderTabs('b');
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.getAttribute('aria-label') ?? tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual(
      [
        ['Alpha', 'false', -1],
        ['Beta 3 tests', 'true', 0],
        ['Gamma', 'false', -1],
      ],
    );
    expect(screen.getByRole('tabpanel', { name: 'Beta 3 tests' }).textContent).toBe('panel');
    expect(tabs[1]?.getAttribute('aria-controls')).toBe('t-panel-b');
  });

  it('moves the focus with the arrow keys (looping), Home and End, and selects only on a click', () => {
    const onSelect = renderTabs('a');
    const [alpha, beta, gamma] = screen.getAllByRole('tab');
    alpha?.focus();
    fireEvent.keyDown(alpha!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(beta);
    fireEvent.keyDown(beta!, { key: 'End' });
    expect(document.activeElement).toBe(gamma);
    fireEvent.keyDown(gamma!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(alpha);
    fireEvent.keyDown(alpha!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(gamma);
    fireEvent.keyDown(gamma!, { key: 'Home' });
    expect(document.activeElement).toBe(alpha);
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(gamma!);
    expect(onSelect).toHaveBeenCalledWith('c');
  });

  it('puts every tab in the Tab order when none is selected', () => {
    renderTabs(null);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, 0, 0]);
  });
});
