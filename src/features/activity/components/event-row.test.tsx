// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActivityLogEvent } from '@/api/types';
import { sentenceText } from '../lib/describe-event/sentence';
import { describeEvent } from '../lib/describe-event/describe-event';
import { EventRow } from './event-row';

afterEach(cleanup);

const event = (overrides: Partial<ActivityLogEvent>) =>
  ({
    id: 7,
    type: 'action.queue.merged',
    received_at: '2026-11-20T11:59:58Z',
    trigger: 'merge queue internal',
    outcome: 'success',
    pull_request: 1184,
    base_ref: 'main',
    metadata: {},
    ...overrides,
  }) as ActivityLogEvent;

function renderRow(subject: ActivityLogEvent) {
  const item = { kind: 'event' as const, key: subject.id, event: subject, day: '2026-11-20', position: 1, page: { cursor: null, page: 1 } };
  render(
    <MantineProvider env="test">
      <ol>
        <EventRow
          repo={{ owner: 'acme', repo: 'checkout' }}
          item={item}
          idPrefix="row"
          index={1}
          top={null}
          setSize={1}
          expanded={false}
          onToggle={() => {}}
          measureRef={null}
        />
      </ol>
    </MantineProvider>,
  );
  return screen.getByRole('listitem');
}

describe('EventRow', () => {
  it('reads the sentence, category and pull request of an event', () => {
    const subject = event({});
    const row = renderRow(subject);
    expect(within(row).getByText(sentenceText(describeEvent(subject)))).toBeTruthy();
    expect(within(row).getByText('Queue actions')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Pull request #1184 on GitHub' }).textContent).toBe('#1184');
  });

  it('gives the time of day, and the full local and UTC time for hovering', () => {
    const time = renderRow(event({})).querySelector('time');
    expect(time?.textContent).toMatch(/^\d{2}:\d{2}:58$/);
    expect(time?.getAttribute('title')).toMatch(/^Nov 2[01], 2026, \d{2}:\d{2}:58 local · 2026-11-20 11:59:58 UTC$/);
  });

  it('an unreadable time or a missing pull request shows as nothing, never as a wrong value', () => {
    const row = renderRow(event({ received_at: 'yesterday', pull_request: null }));
    expect(row.querySelector('time')).toBeNull();
    expect(within(row).getByText('—')).toBeTruthy();
    expect(within(row).queryByRole('link')).toBeNull();
  });
});
