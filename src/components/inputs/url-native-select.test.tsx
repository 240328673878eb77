// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UrlNativeSelect } from './url-native-select';

afterEach(cleanup);

const DATA = ['10', '25', '50', '100'];

/** The select as a page renders it: its value is the URL's, which follows a choice only later. */
function renderSelect(urlValue: string, onChange = vi.fn()) {
  const view = render(
    <MantineProvider env="test">
      <UrlNativeSelect aria-label="Tests per page" data={DATA} value={urlValue} onChange={onChange} />
    </MantineProvider>,
  );
  const rerenderWith = (next: string) =>
    view.rerender(
      <MantineProvider env="test">
        <UrlNativeSelect aria-label="Tests per page" data={DATA} value={next} onChange={onChange} />
      </MantineProvider>,
    );
  return { select: screen.getByRole<HTMLSelectElement>('combobox', { name: 'Tests per page' }), onChange, rerenderWith };
}

describe('UrlNativeSelect', () => {
  it('shows a choice at once, while the URL still holds the old value', () => {
    const { select, onChange } = renderSelect('25');
    fireEvent.change(select, { target: { value: '50' } });
    expect(onChange).toHaveBeenCalledWith('50');
    expect(select.value).toBe('50');
  });

  it('keeps the last of quick choices while the URL passes through the earlier ones', () => {
    const { select, rerenderWith } = renderSelect('25');
    fireEvent.change(select, { target: { value: '50' } });
    fireEvent.change(select, { target: { value: '100' } });
    rerenderWith('50');
    expect(select.value).toBe('100');
    rerenderWith('100');
    expect(select.value).toBe('100');
  });

  it('follows the URL again once it has caught up (back, forward, a cleared filter)', () => {
    const { select, rerenderWith } = renderSelect('25');
    fireEvent.change(select, { target: { value: '50' } });
    rerenderWith('50');
    rerenderWith('10');
    expect(select.value).toBe('10');
  });
});
