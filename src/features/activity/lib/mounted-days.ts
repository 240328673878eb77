import type { FeedEvent, FeedItem } from './feed-items';

/** What the virtual list says of a mounted item: which one, and where it goes. */
export type MountedItem = { index: number; start: number };

export type MountedDay = {
  day: string;
  label: string;
  /** The day's heading, when its own item is mounted (the day may have begun above the screen). */
  heading: MountedItem | null;
  rows: { mounted: MountedItem; item: FeedEvent }[];
};

/**
 * The mounted items (in order) cut by day, so each day's rows can be one list named after the day,
 * whether or not its heading is on screen.
 */
export function mountedDays(mounted: readonly MountedItem[], items: readonly FeedItem[]): MountedDay[] {
  const days: MountedDay[] = [];
  for (const at of mounted) {
    const item = items[at.index];
    if (item === undefined) continue;
    let current = days[days.length - 1];
    if (current === undefined || current.day !== item.day) {
      current = { day: item.day, label: item.kind === 'day' ? item.label : labelOfDay(items, at.index), heading: null, rows: [] };
      days.push(current);
    }
    if (item.kind === 'day') current.heading = at;
    else current.rows.push({ mounted: at, item });
  }
  return days;
}

/** The heading of the day an event is in: the nearest day item above it. */
function labelOfDay(items: readonly FeedItem[], index: number): string {
  for (let at = index; at >= 0; at--) {
    const item = items[at];
    if (item?.kind === 'day') return item.label;
  }
  return '';
}
