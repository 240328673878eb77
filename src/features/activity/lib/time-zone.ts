import { createContext, use } from 'react';
import type { Zone } from '@/lib/format';

export const TIME_ZONE_CHOICES = ['local', 'utc'] as const satisfies readonly Zone[];

/** "times in UTC" / "times in your local zone (Europe/Paris)", the IANA name where the browser gives one. */
export function zonePhrase(zone: Zone): string {
  if (zone === 'utc') return 'times in UTC';
  const name = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `times in your local zone${name ? ` (${name})` : ''}`;
}

/** The zone the log words times in (the URL's `tz`), for the parts deep in the list. */
export const TimeZoneContext = createContext<Zone>('local');

export const useTimeZone = (): Zone => use(TimeZoneContext);
