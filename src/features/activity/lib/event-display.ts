import type { ActivityLogEvent } from '@/api/types';
import { eventCategory, type EventCategory } from '@/domain/activity/event-catalog';
import { formatTime, formatUtcDateTime } from '@/lib/format';
import { describeEvent } from './describe-event/describe-event';
import type { TimeZoneChoice } from './time-zone';
import type { Sentence } from './describe-event/sentence';

export type EventDisplay = {
  sentence: Sentence;
  category: EventCategory;
  pullRequest: number | null;
  /** Time of day in the chosen zone, "14:05:09"; null when the time is unreadable. */
  time: string | null;
  /** The full local and UTC time, for hovering (both, whichever zone the row shows). */
  fullTime: string;
};

export function eventDisplay(event: ActivityLogEvent, zone: TimeZoneChoice = 'local'): EventDisplay {
  const valid = !Number.isNaN(Date.parse(event.received_at));
  return {
    sentence: describeEvent(event),
    category: eventCategory(event.type),
    pullRequest: typeof event.pull_request === 'number' ? event.pull_request : null,
    time: valid ? formatTime(event.received_at, 'clockSeconds', zone) : null,
    fullTime: valid ? `${formatTime(event.received_at, 'dateTimeSeconds')} local · ${formatUtcDateTime(event.received_at)}` : '',
  };
}
