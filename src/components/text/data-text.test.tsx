// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataText } from './data-text';

afterEach(cleanup);

// Plain elements, no Mantine inside: rendered bare.
const renderText = (node: ReactNode) => render(<>{node}</>);

describe('DataText', () => {
  it('isolates a value and shows a right-to-left override as a marker with an explanation', () => {
    const { container } = renderText(<DataText value={'test\u202Egnp.exe'} />);
    const isolated = container.querySelector('bdi');
    expect(isolated?.textContent).toBe('test⟨U+202E⟩gnp.exe');
    expect(screen.getByTitle(/U\+202E \(right-to-left override\)/).textContent).toBe('⟨U+202E⟩');
    expect(container.textContent).not.toContain('\u202E');
  });

  it('shows an HTML payload as text', () => {
    const { container } = renderText(<DataText value={'<img src=x onerror="alert(1)">'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)">');
  });

  it('cuts a long value and expands it in place with the button', () => {
    const value = 'r'.repeat(10_000);
    const { container } = renderText(<DataText value={value} multiline />);
    expect(container.querySelector('bdi')?.textContent).toBe(`${'r'.repeat(200)}…`);

    const showAll = screen.getByRole('button', { name: 'Show all (10,000 characters)' });
    expect(showAll.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(showAll);
    expect(container.querySelector('bdi')?.textContent).toBe(value);

    const showLess = screen.getByRole('button', { name: 'Show less' });
    expect(showLess.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(showLess);
    expect(container.querySelector('bdi')?.textContent).toHaveLength(201);
  });

  it('offers no button for a value that fits, and none when clamping is off', () => {
    renderText(
      <>
        <DataText value="main" />
        <DataText value={'x'.repeat(1_000)} clamp={false} />
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps line breaks of free text and reveals them in a name', () => {
    const { container } = renderText(
      <>
        <DataText value={'line one\nline two'} multiline />
        <DataText value={'name\nwith break'} />
      </>,
    );
    const [reason, name] = container.querySelectorAll('bdi');
    expect(reason?.textContent).toBe('line one\nline two');
    expect(name?.textContent).toBe('name⟨U+000A⟩with break');
  });
});
