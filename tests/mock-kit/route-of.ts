// Shared by the unit tests' kit (tests/mock-kit/render-app.tsx) and the journeys (e2e/support): how a test reads the view state out of a URL.

/** Path and search state of a URL or href, search values JSON-decoded as the router writes them. */
export function routeOf(url: string): { path: string; search: Record<string, unknown> } {
  const parsed = new URL(url, 'http://app.test');
  const search: Record<string, unknown> = {};
  parsed.searchParams.forEach((value, key) => {
    // The router writes arrays and numbers as JSON and plain strings as they are.
    try {
      search[key] = JSON.parse(value) as unknown;
    } catch {
      search[key] = value;
    }
  });
  return { path: parsed.pathname, search };
}
