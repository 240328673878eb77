// Stands in for `tough-cookie` in the browser mock (aliased in vite.config.ts): the mock's handlers use bearer
// tokens only, and the jar's library was half the demo's first screen. Exactly the surface MSW's cookie store calls.

// MSW's cookie store, built as MSW loads (after this module), insists on a localStorage; the mock's worker
// (mock-thread.ts) has none. An empty one: nothing is read from it, nothing written.
if (typeof localStorage === 'undefined') Object.assign(globalThis, { localStorage: {} });

type StoredCookie = { domain: string | null; path: string | null; key: string; toJSON(): unknown };

export class Cookie {
  /** MSW restores persisted cookies through this; nothing was persisted, so nothing comes back. */
  static fromJSON(_json: unknown): StoredCookie | null {
    return null;
  }
}

export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, StoredCookie>>> = {};
}

export class CookieJar {
  constructor(_store?: MemoryCookieStore) {}

  getCookiesSync(_url: string): StoredCookie[] {
    return [];
  }

  async setCookie(_cookie: unknown, _url: string): Promise<void> {}
}
