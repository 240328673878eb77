/** Test search has no facet endpoint, yet the sidebar needs the pipeline and job values and how many tests each has. */

export type FacetValueCount = { value: string; count: number };
export type FacetValues = { values: FacetValueCount[]; complete: boolean };

/** One search page: the facet field of each row, in the sort order, and the query's total. */
type FacetPage = { values: readonly string[]; total: number };
type FetchFacetPage = (excluded: readonly string[]) => Promise<FacetPage>;

export const FACET_PAGE_SIZE = 100;
export const MAX_FACET_REQUESTS = 8;

export async function collectFacetValues(fetchPage: FetchFacetPage, maxRequests = MAX_FACET_REQUESTS): Promise<FacetValues> {
  const found: FacetValueCount[] = [];
  const excluded: string[] = [];
  let page = await fetchPage(excluded);
  let requests = 1;

  for (;;) {
    if (page.values.length === 0) return { values: found, complete: true };
    const groups = countInOrder(page.values);
    if (page.values.length >= page.total) {
      found.push(...groups);
      return { values: found, complete: true };
    }
    // Every group but the last is whole: rows are sorted by the field, and a page starts at a value not seen before.
    const whole = groups.slice(0, -1);
    const last = groups[groups.length - 1] as FacetValueCount;
    found.push(...whole);
    excluded.push(...groups.map((group) => group.value));
    if (requests >= maxRequests) return { values: found, complete: false };

    const next = await fetchPage(excluded);
    requests += 1;
    // An API that ignored the exclusion would repeat values and make every count wrong: say so instead.
    if (next.values.some((value) => excluded.includes(value))) {
      throw new Error('The test search did not apply the exclusion filter, so the values cannot be counted.');
    }
    const wholeCount = whole.reduce((sum, group) => sum + group.count, 0);
    found.push({ value: last.value, count: page.total - wholeCount - next.total });
    page = next;
  }
}

function countInOrder(values: readonly string[]): FacetValueCount[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count }));
}
