import type { ActivityLogEvent } from '@/api/types';
import { eventCategory } from '@/domain/activity/event-catalog';
import { formatTime, formatUtcDateTime, type Zone } from '@/lib/format';
import { describeEvent } from './describe-event/describe-event';

/** A row's parts: the time of day in the chosen zone (null when unreadable), and on hover the full local and UTC time. */
export function eventDisplay(event: ActivityLogEvent, zone: Zone = 'local') {
  const valid = !Number.isNaN(Date.parse(event.received_at));
  return {
    sentence: describeEvent(event),
    category: eventCategory(event.type),
    pullRequest: typeof event.pull_request === 'number' ? event.pull_request : null,
    time: valid ? formatTime(event.received_at, 'clockSeconds', zone) : null,
    fullTime: valid ? `${formatTime(event.received_at, 'dateTimeSeconds')} local · ${formatUtcDateTime(event.received_at)}` : '',
  };
}
