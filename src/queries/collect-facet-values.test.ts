import { describe, expect, it } from 'vitest';
import { collectFacetValues } from './collect-facet-values';

type FetchFacetPage = Parameters<typeof collectFacetValues>[0];

/** A fake search over rows, sorted by value, honouring exclusions, `pageSize` rows a page. */
function fakeSearch(rows: string[], pageSize: number) {
  const calls: string[][] = [];
  const fetchPage: FetchFacetPage = async (excluded) => {
    calls.push([...excluded]);
    const matching = rows.filter((row) => !excluded.includes(row)).sort();
    return { values: matching.slice(0, pageSize), total: matching.length };
  };
  return { fetchPage, calls };
}

const repeat = (value: string, times: number) => Array.from({ length: times }, () => value);

describe('collectFacetValues', () => {
  it('takes one request when every row fits in a page', async () => {
    const { fetchPage, calls } = fakeSearch([...repeat('b', 3), ...repeat('a', 2)], 100);
    await expect(collectFacetValues(fetchPage)).resolves.toEqual({
      values: [
        { value: 'a', count: 2 },
        { value: 'b', count: 3 },
      ],
      complete: true,
    });
    expect(calls).toEqual([[]]);
  });

  it('counts values larger than a page from the drop in total', async () => {
    const rows = [...repeat('ci', 250), ...repeat('e2e', 30), ...repeat('lint', 5)];
    const { fetchPage, calls } = fakeSearch(rows, 100);
    await expect(collectFacetValues(fetchPage)).resolves.toEqual({
      values: [
        { value: 'ci', count: 250 },
        { value: 'e2e', count: 30 },
        { value: 'lint', count: 5 },
      ],
      complete: true,
    });
    // ci alone fills the first page; the second holds everything left.
    expect(calls).toEqual([[], ['ci']]);
  });

  it('collects several small values a request and the cut-off one next time', async () => {
    const rows = ['a', 'b', 'c', 'd', 'e', 'f'].flatMap((value) => repeat(value, 3));
    const { fetchPage, calls } = fakeSearch(rows, 7); // pages cut through values
    const result = await collectFacetValues(fetchPage);
    expect(result.complete).toBe(true);
    expect(result.values).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].map((value) => ({ value, count: 3 })));
    // c is cut off by the first page: counted as 18 − (a + b) − 9 left once a, b and c are excluded.
    expect(calls).toEqual([[], ['a', 'b', 'c'], ['a', 'b', 'c', 'd', 'e', 'f']]);
  });

  it('answers an empty list for no rows', async () => {
    const { fetchPage } = fakeSearch([], 100);
    await expect(collectFacetValues(fetchPage)).resolves.toEqual({ values: [], complete: true });
  });

  it('stops after the request budget and says the list is incomplete', async () => {
    const rows = ['a', 'b', 'c', 'd'].flatMap((value) => repeat(value, 10));
    const { fetchPage, calls } = fakeSearch(rows, 10);
    const result = await collectFacetValues(fetchPage, 2);
    expect(calls).toHaveLength(2);
    expect(result).toEqual({ values: [{ value: 'a', count: 10 }], complete: false });
  });

  it('refuses to guess when the API ignores the exclusion', async () => {
    const fetchPage: FetchFacetPage = async () => ({ values: repeat('ci', 100), total: 300 });
    await expect(collectFacetValues(fetchPage)).rejects.toThrow('did not apply the exclusion filter');
  });
});
