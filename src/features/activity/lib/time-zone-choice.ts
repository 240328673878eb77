/*
 * How the log words times: in the viewer's zone, or in UTC (people in several zones comparing notes).
 * Apart from the formatting in time-zone.ts: the URL schema reads these choices in the app's entry,
 * which should not carry the date library with it.
 */
export const TIME_ZONE_CHOICES = ['local', 'utc'] as const;
export type TimeZoneChoice = (typeof TIME_ZONE_CHOICES)[number];
