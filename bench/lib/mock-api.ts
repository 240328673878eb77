// The bench's own client of the mock server: it asks for the answers the app should show after a click,
// so the bench knows what "the new data" looks like without reading it off the app.

export interface MockApi {
  /** Base URL ending in /v1. */
  readonly baseUrl: string;
  readonly token: string;
  get(pathAndQuery: string): Promise<MockAnswer>;
  /** Follows a Link header URL as it is. */
  getUrl(url: string): Promise<MockAnswer>;
}

export interface MockAnswer {
  url: string;
  body: unknown;
  /** The `rel="next"` URL of the Link header, if any. */
  next: string | null;
}

/** The URL of `rel="next"` in a Link header. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(/,\s*(?=<)/)) {
    const match = /^<([^>]+)>\s*;(.*)$/.exec(part.trim());
    if (match && /\brel="?next"?/.test(match[2] ?? '')) return match[1] ?? null;
  }
  return null;
}

export function createMockApi(baseUrl: string, token: string): MockApi {
  const getUrl = async (url: string): Promise<MockAnswer> => {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return { url, body: await response.json(), next: nextLink(response.headers.get('link')) };
  };
  return { baseUrl, token, getUrl, get: (pathAndQuery) => getUrl(`${baseUrl}${pathAndQuery}`) };
}
