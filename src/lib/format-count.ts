const countFormat = new Intl.NumberFormat('en-US');

/** 12345 → "12,345": every count on every page, in the dashboard's language (English). */
export function formatCount(count: number): string {
  return countFormat.format(count);
}
