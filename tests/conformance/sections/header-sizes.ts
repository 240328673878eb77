// An answer's headers stay within 8 KiB, even for the longest query the service accepts (a request
// target of 32,768 characters, mostly repeated values): its page links then carry only the cursor, and
// paging still walks every item, following links as given (the test plugin), re-sending one's own query
// with the cursor (the CLI) and back through `prev` (docs/decisions.md, "Bad input and transport limits").
import { describe, expect, it } from 'vitest';
import { MAX_TARGET_LENGTH } from '../../../mocks/core/request-limits';
import {
  ctx,
  AGGREGATE,
  CHECKOUT,
  LOGS,
  PINNED_DAY,
  cursorOf,
  eventRows,
  quarantineRows,
  searchRows,
  walk,
} from '../support/conformance-context';
import { queryString, type Answer, type Query } from '../support/http-api';
import type { ActivityPage, Aggregate, QuarantinePage, SearchPage } from '../support/contract-types';

const MAX_HEADER_BYTES = 8 * 1024;

/** The bytes of an answer's head as it went over the wire: status line, each header line, blank line. */
function headBytes(answer: Answer): number {
  let bytes = `HTTP/1.1 ${answer.status} \r\n\r\n`.length;
  answer.headers.forEach((value, name) => {
    bytes += Buffer.byteLength(`${name}: ${value}\r\n`);
  });
  return bytes;
}

function expectSmallHead(answer: Answer, label: string): void {
  expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(200);
  expect(headBytes(answer), `${label}: head bytes`).toBeLessThanOrEqual(MAX_HEADER_BYTES);
  for (const link of [answer.links.next, answer.links.prev]) {
    if (link !== undefined) expect(answer.headers.get('link') ?? '', `${label}: links are absolute`).toContain(`<${link}>`);
  }
}

/** What the CLI adds to its own query when it re-sends it: `&cursor=` and a cursor (under 200 characters). */
const CURSOR_ROOM = 256;

/**
 * `query` with `name=value` added (values in turn) until its request target, with room for a cursor, is
 * just under the limit: the longest query a client can still page through by re-sending it.
 */
function longestQuery(path: string, query: Query, name: string, values: readonly string[]): Query {
  const filled = [...((query[name] as readonly string[] | undefined) ?? [])];
  let length = new URL(ctx.api.baseUrl).pathname.length + path.length + queryString({ ...query, [name]: filled }).length;
  for (let index = 0; ; index += 1) {
    const value = values[index % values.length] as string;
    // `&name=value`, as queryString writes each repeat.
    const added = queryString({ [name]: value }).length;
    if (length + added > MAX_TARGET_LENGTH - CURSOR_ROOM) break;
    filled.push(value);
    length += added;
  }
  expect(length).toBeGreaterThan(MAX_TARGET_LENGTH - CURSOR_ROOM - 300);
  return { ...query, [name]: filled };
}

/** Every page three ways, each answer's head checked: next as given, own query + cursor, prev as given. */
async function walkEveryWay<T>(path: string, query: Query, itemsOf: (body: T) => unknown[]) {
  const first = await ctx.api.get<T>(path, query);
  expectSmallHead(first, 'first page');
  const pages = [first];
  while (pages.at(-1)?.links.next !== undefined) {
    const next = await ctx.api.request<T>('GET', pages.at(-1)?.links.next as string);
    expectSmallHead(next, `page ${pages.length + 1} (next as given)`);
    pages.push(next);
    if (pages.length > 200) throw new Error('more than 200 pages');
  }
  expect(pages.length, 'the query spans at least three pages').toBeGreaterThanOrEqual(3);
  const forward = pages.flatMap((page) => itemsOf(page.body));

  const resent: unknown[] = [...itemsOf(first.body)];
  let cursor = first.links.next === undefined ? null : cursorOf(first.links.next);
  while (cursor !== null) {
    const page = await ctx.api.get<T>(path, { ...query, cursor });
    expectSmallHead(page, 'own query with the cursor');
    resent.push(...itemsOf(page.body));
    cursor = page.links.next === undefined ? null : cursorOf(page.links.next);
  }

  const backward: unknown[][] = [itemsOf((pages.at(-1) as Answer<T>).body)];
  let back = pages.at(-1) as Answer<T>;
  while (back.links.prev !== undefined) {
    back = await ctx.api.request<T>('GET', back.links.prev);
    expectSmallHead(back, 'prev as given');
    backward.unshift(itemsOf(back.body));
  }
  return { first, forward, resent, backward: backward.flat() };
}

/** A page size that makes `count` items three pages or more. */
function pagesOfThree(count: number): number {
  expect(count, 'enough items for three pages').toBeGreaterThanOrEqual(3);
  return Math.min(100, Math.floor(count / 3));
}

export function describeHeaderSizes(): void {
  describe('answer headers within 8 KiB, for the longest query accepted', () => {
    it('search: 32 KiB of pipeline_name values; compact links, every row walked all three ways', async () => {
      const path = `${CHECKOUT}/search/tests`;
      const pipelines = [...new Set(ctx.allRows.map((row) => row.pipeline_name))];
      const filters = { health_status: 'flaky', pipeline_name: pipelines };
      const reference = (await walk<SearchPage>(path, { ...filters, per_page: 100 }, searchRows)).items;
      // The real names first, then 255-character names that match nothing.
      const fillers = Array.from({ length: 200 }, (_, index) => `${String(index).padStart(3, '0')}${'p'.repeat(252)}`);
      const query = longestQuery(path, { ...filters, per_page: pagesOfThree(reference.length) }, 'pipeline_name', fillers);

      const { first, forward, resent, backward } = await walkEveryWay<SearchPage>(path, query, searchRows);
      expect(new URL(first.links.next as string).searchParams.has('pipeline_name'), 'the link carries only the cursor').toBe(false);
      expect(forward).toEqual(reference);
      expect(resent).toEqual(reference);
      expect(backward).toEqual(reference);
    });

    it('activity log: 32 KiB of repeated event_type values; every event walked all three ways', async () => {
      // The two rarest event types of the pinned day that still have events: a few pages' worth.
      const aggregate = await ctx.api.get<Aggregate>(AGGREGATE, PINNED_DAY);
      const types = [...aggregate.body.by_event_type]
        .filter((facet) => facet.count >= 3)
        .sort((a, b) => a.count - b.count)
        .slice(0, 2)
        .map((facet) => facet.value);
      const reference = (await walk<ActivityPage>(LOGS, { ...PINNED_DAY, event_type: types, per_page: 100 }, eventRows)).items;
      const query = longestQuery(LOGS, { ...PINNED_DAY, per_page: pagesOfThree(reference.length) }, 'event_type', types);

      const { forward, resent, backward } = await walkEveryWay<ActivityPage>(LOGS, query, eventRows);
      expect(forward).toEqual(reference);
      expect(resent).toEqual(reference);
      expect(backward).toEqual(reference);
    });

    it('quarantine list: 32 KiB of a repeated scalar (the last one counts); every quarantine walked all three ways', async () => {
      const path = `${CHECKOUT}/quarantines`;
      const reference = (await walk<QuarantinePage>(path, { source: 'manual', per_page: 100 }, quarantineRows)).items;
      const query = longestQuery(path, { per_page: pagesOfThree(reference.length) }, 'source', ['auto', 'manual']);
      const sources = query.source as string[];
      if (sources.at(-1) !== 'manual') sources.pop();

      const { forward, resent, backward } = await walkEveryWay<QuarantinePage>(path, query, quarantineRows);
      expect(forward).toEqual(reference);
      expect(resent).toEqual(reference);
      expect(backward).toEqual(reference);
    });
  });
}
