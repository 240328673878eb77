import { describe, expect, it } from 'vitest';
import type { ActivityLogEvent } from '@/api/types';
import { describeEvent } from './describe-event/describe-event';
import { eventDisplay } from './event-display';

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

describe('eventDisplay', () => {
  it('gives the sentence, category and pull request of an event', () => {
    const subject = event({});
    expect(eventDisplay(subject)).toMatchObject({ sentence: describeEvent(subject), category: 'Queue actions', pullRequest: 1184 });
  });

  it('gives the time of day, and the full local and UTC time for hovering', () => {
    const { time, fullTime } = eventDisplay(event({}));
    expect(time).toMatch(/^\d{2}:\d{2}:58$/);
    expect(fullTime).toMatch(/^Nov 2[01], 2026, \d{2}:\d{2}:58 local · 2026-11-20 11:59:58 UTC$/);
  });

  it('an unreadable time or a missing pull request shows as nothing, never as a wrong value', () => {
    expect(eventDisplay(event({ received_at: 'yesterday', pull_request: null }))).toMatchObject({
      time: null,
      fullTime: '',
      pullRequest: null,
    });
  });
});
