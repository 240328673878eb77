// Milliseconds, calendar-free on purpose: every window in the app is counted in UTC, where a day is always 24 hours.
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;
