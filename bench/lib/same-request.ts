// Matching the request the app sent after a click with the one the bench expected.

/**
 * Whether two request URLs ask for the same first rows: same path and parameters, in any order, the
 * page size aside, and the activity log's window ends aside (the app takes them from its own clock, a
 * moment apart from the bench's).
 */
export function sameRequest(a: string, b: string): boolean {
  const key = (url: string) => {
    const parsed = new URL(url);
    const parameters = [...parsed.searchParams.entries()]
      .filter(([name]) => name !== 'per_page' && !name.startsWith('received_'))
      .map(([name, value]) => `${name}=${value}`);
    return `${parsed.pathname}?${parameters.sort().join('&')}`;
  };
  return key(a) === key(b);
}
