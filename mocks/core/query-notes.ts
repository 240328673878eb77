// Compact page links: when links repeating the query would not fit the headers, each carries only `cursor` and
// `per_page`, and the query is noted under the cursor (a bounded cache) to be restored when the link is followed.

export class QueryNotes {
  private readonly queryByCursor = new Map<string, string>();

  constructor(private readonly capacity = 1_000) {}

  /** Notes `query` (a search string without `cursor` and `per_page`) under `cursor`. */
  note(cursor: string, query: string): void {
    this.queryByCursor.delete(cursor);
    this.queryByCursor.set(cursor, query);
    const oldest = this.queryByCursor.keys().next().value;
    if (this.queryByCursor.size > this.capacity && oldest !== undefined) this.queryByCursor.delete(oldest);
  }

  /** The URL with its noted query restored when it carries a noted cursor and nothing but `cursor` and `per_page`. */
  restore(url: URL): URL {
    const cursor = url.searchParams.get('cursor');
    if (cursor === null || [...url.searchParams.keys()].some((name) => name !== 'cursor' && name !== 'per_page')) return url;
    const query = this.queryByCursor.get(cursor);
    if (query === undefined) return url;
    // Joined as written, so the filters read exactly as they did on the page that noted them.
    const restored = new URL(url.href);
    restored.search = query === '' ? url.search : `${query}&${url.search.slice(1)}`;
    return restored;
  }
}
