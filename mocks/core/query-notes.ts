// The server-side note behind compact page links. When a page's links with the request's whole query
// would not fit in an answer's headers (MAX_LINK_HEADER_CHARACTERS), each link carries only `cursor` and
// `per_page`, and the query is noted here under that cursor: a request that brings a noted cursor and
// nothing else gets its query back (the test plugin follows links as given), while a client that re-sends
// its own query with the cursor (the CLI) never needs the note, the cursor being bound to those filters.
// Bounded like a cache with a time-to-live would be: the oldest notes go first.

const DEFAULT_CAPACITY = 1_000;

export class QueryNotes {
  private readonly queryByCursor = new Map<string, string>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  /** Notes `query` (a URL search string without `cursor` and `per_page`) under `cursor`. */
  note(cursor: string, query: string): void {
    this.queryByCursor.delete(cursor);
    this.queryByCursor.set(cursor, query);
    if (this.queryByCursor.size > this.capacity) {
      const oldest = this.queryByCursor.keys().next().value;
      if (oldest !== undefined) this.queryByCursor.delete(oldest);
    }
  }

  /**
   * The request URL with its noted query restored, when it carries a noted cursor and nothing but
   * `cursor` and `per_page`; otherwise the URL as it came.
   */
  restore(url: URL): URL {
    const cursor = url.searchParams.get('cursor');
    if (cursor === null) return url;
    if ([...url.searchParams.keys()].some((name) => name !== 'cursor' && name !== 'per_page')) return url;
    const query = this.queryByCursor.get(cursor);
    if (query === undefined) return url;
    // Joined as written, so the filters read exactly as they did on the page that noted them.
    const restored = new URL(url.href);
    restored.search = query === '' ? url.search : `${query}&${url.search.slice(1)}`;
    return restored;
  }
}
