// Apart from time-zone.ts: the URL schema reads these in the app's entry, which needs none of the rest.
export const TIME_ZONE_CHOICES = ['local', 'utc'] as const;
export type TimeZoneChoice = (typeof TIME_ZONE_CHOICES)[number];
