import { createContext, useContext } from 'react';

export const TIME_ZONE_CHOICES = ['local', 'utc'] as const;
export type TimeZoneChoice = (typeof TIME_ZONE_CHOICES)[number];

/** The viewer's IANA zone ("Europe/Paris"), or null where the browser does not say. */
function localZoneName(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** "times in UTC" / "times in your local zone (Europe/Paris)". */
export function zonePhrase(zone: TimeZoneChoice): string {
  if (zone === 'utc') return 'times in UTC';
  const name = localZoneName();
  return `times in your local zone${name ? ` (${name})` : ''}`;
}

/** The zone the log words times in (the URL's `tz`), for the parts deep in the list. */
export const TimeZoneContext = createContext<TimeZoneChoice>('local');

export function useTimeZone(): TimeZoneChoice {
  return useContext(TimeZoneContext);
}
