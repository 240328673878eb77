// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StackTraceViewer } from './stack-trace-viewer';

const LONG_TRACE = Array.from({ length: 40 }, (_, index) => `  at frame${index + 1} (src/app.ts:${index + 1}:3)`).join('\n');

function renderViewer(trace: string) {
  return render(
    <MantineProvider env="test">
      <StackTraceViewer trace={trace} label="Stack trace of event 1" />
    </MantineProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StackTraceViewer', () => {
  it('collapses a long trace to its first 15 lines and expands on request, keeping whitespace', async () => {
    renderViewer(LONG_TRACE);
    const trace = screen.getByLabelText('Stack trace of event 1');
    expect(trace.tagName).toBe('PRE');
    expect(trace.textContent?.split('\n')).toHaveLength(15);
    expect(trace.textContent?.startsWith('  at frame1 ')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Show all 40 lines' }));
    expect(trace.textContent).toBe(LONG_TRACE);
    expect(screen.getByRole('button', { name: 'Show the first 15 lines' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows a short trace whole, without an expand control', () => {
    renderViewer('Error: boom\n  at main');
    expect(screen.getByLabelText('Stack trace of event 1').textContent).toBe('Error: boom\n  at main');
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('renders markup in a trace as text, never as HTML', () => {
    renderViewer('<img src=x onerror=alert(1)>\n<b>bold</b>');
    const trace = screen.getByLabelText('Stack trace of event 1');
    expect(trace.querySelector('img, b')).toBeNull();
    expect(trace.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('copies the whole trace, collapsed or not', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderViewer(LONG_TRACE);
    await userEvent.click(screen.getByRole('button', { name: 'Copy Stack trace of event 1' }));
    expect(writeText).toHaveBeenCalledWith(LONG_TRACE);
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('explains how to copy by hand when the clipboard is refused', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderViewer('Error: boom');
    await userEvent.click(screen.getByRole('button', { name: 'Copy Stack trace of event 1' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Select the trace and press Ctrl+C');
  });
});
