// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryOrigin } from '../lib/health-bands';
import { HealthOriginNote } from './health-panel';

afterEach(cleanup);

const renderNote = (origin: HistoryOrigin, hasVerdict = true) =>
  render(
    <MantineProvider env="test">
      <HealthOriginNote origin={origin} hasVerdict={hasVerdict} />
    </MantineProvider>,
  ).container.textContent;

describe('HealthOriginNote', () => {
  it('says when history predates the window, and when the test began inside it', () => {
    expect(renderNote({ kind: 'predates-window', at: Date.parse('2026-11-13T12:00:00Z') })).toContain('History predates this window');
    expect(renderNote({ kind: 'began-in-window', at: Date.parse('2026-11-15T04:00:00Z') })).toContain(
      'The test first ran inside this window',
    );
  });

  it('tells a verdict carried from earlier runs apart from no health at all', () => {
    expect(renderNote({ kind: 'no-activity' }, true)).toContain('the health shown is the verdict of its earlier runs');
    cleanup();
    expect(renderNote({ kind: 'no-activity' }, false)).toContain('there is no health to show');
    expect(screen.getByText('No runs in this window')).toBeTruthy();
  });
});
