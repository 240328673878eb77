// Shared by the conformance sections: the pinned clock, paths, the context the suite fills once the
// server is up, and the assertions several operations need (422 locations, walks, Link semantics).
import { expect } from 'vitest';
import { errorLocations, type Answer, type Api, type Query } from './http-api';
import type { ActivityPage, Aggregate, ExecutionsPage, QuarantinePage, SearchPage, SearchRow } from './contract-types';

export const MOCK_NOW = '2025-06-02T09:30:00Z';
export const NOW_MS = Date.parse(MOCK_NOW);
export const SECOND = 1_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
export const CHECKOUT = '/ci/acme/repositories/checkout';
export const LOGS = '/repos/acme/checkout/logs';
export const AGGREGATE = '/repos/acme/checkout/logs/aggregate';
export const UNKNOWN_UUID = '6f1c2b1e-2f43-4a8e-9d6b-5b7a0c9e4d21';
export const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The last day of the seeded history, pinned so that figures compared across requests cannot drift. */
export const PINNED_DAY = { received_from: iso(NOW_MS - DAY), received_to: MOCK_NOW };

/** What every section reads; filled by the suite's beforeAll, so read it inside tests only. */
export interface ConformanceContext {
  api: Api;
  /** Every search row (identity) of acme/checkout, walked once. */
  allRows: SearchRow[];
  flakyRow: SearchRow;
  brokenRow: SearchRow;
  healthyRow: SearchRow;
  /** The test with the most identities. */
  manyIdentitiesTestId: string;
}

export const ctx = {} as ConformanceContext;

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export const ms = (text: string) => Date.parse(text);

/** 422 whose items name `[where, name, ...]`. */
export function expect422(answer: Answer, where: 'path' | 'query' | 'body', name: string | string[]) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  const names = Array.isArray(name) ? name : [name];
  const locations = errorLocations(answer.body);
  expect(
    // An empty list of names: anything at `where` (e.g. ["body", 17] for a JSON syntax error).
    locations.some((loc) => loc[0] === where && (names.length === 0 || names.includes(String(loc[1])))),
    `422 naming ${where}.${names.join('|')}, got ${JSON.stringify(locations)}`,
  ).toBe(true);
}

export function expectDetail(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(typeof (answer.body as { detail?: unknown }).detail).toBe('string');
}

export async function walk<T>(path: string, query: Query, itemsOf: (body: T) => unknown[], maxPages = 400) {
  const pages: Answer<T>[] = [];
  let answer = await ctx.api.get<T>(path, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  pages.push(answer);
  while (answer.links.next) {
    if (pages.length >= maxPages) throw new Error(`more than ${maxPages} pages for ${path}`);
    answer = await ctx.api.request<T>('GET', answer.links.next);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    pages.push(answer);
  }
  return { pages, items: pages.flatMap((page) => itemsOf(page.body)) };
}

export const searchRows = (body: SearchPage) => body.tests;
export const executionRows = (body: ExecutionsPage) => body.executions;
export const quarantineRows = (body: QuarantinePage) => body.quarantined_tests;
export const eventRows = (body: ActivityPage) => body.events;
export const identityKey = (row: { test_id: string; pipeline_name: string; job_name: string }) =>
  `${row.test_id}|${row.pipeline_name}|${row.job_name}`;

/** The server's "now": the end of the default activity window (its clock runs on from MOCK_NOW). */
export async function serverNow(): Promise<number> {
  const answer = await ctx.api.get<Aggregate>(AGGREGATE, { event_type: 'product.enabled' });
  const last = answer.body.histogram.at(-1);
  if (!last) throw new Error('empty histogram');
  return ms(last.end);
}

export function cursorOf(link: string | undefined): string {
  const cursor = link ? new URL(link).searchParams.get('cursor') : null;
  if (!cursor) throw new Error(`no cursor in ${link}`);
  return cursor;
}

/**
 * The Link-header rules of api-facts.md on one paged query that spans at least three pages: rel next/prev
 * only where such a page exists; following `next` as given equals re-sending one's own query with the
 * cursor; walking back via `prev` returns the same pages; no item twice; `size` = items.
 */
export async function expectCursorPaging<T>(path: string, query: Query, itemsOf: (body: T) => unknown[], perPage: number) {
  const ownQuery = { ...query, per_page: perPage };
  const { pages } = await walk<T>(path, ownQuery, itemsOf);
  expect(pages.length, 'the query should span at least three pages').toBeGreaterThanOrEqual(3);
  pages.forEach((page, index) => {
    const body = page.body as { size: number; per_page: number };
    expect(body.size).toBe(itemsOf(page.body).length);
    expect(body.per_page).toBe(perPage);
    expect(page.links.prev !== undefined, `prev on page ${index + 1}`).toBe(index > 0);
    expect(page.links.next !== undefined, `next on page ${index + 1}`).toBe(index < pages.length - 1);
    if (index < pages.length - 1) expect(body.size).toBe(perPage);
    else expect(body.size).toBeGreaterThan(0);
  });
  for (let index = 0; index < pages.length - 1; index += 1) {
    const resent = await ctx.api.get<T>(path, { ...ownQuery, cursor: cursorOf(pages[index]?.links.next) });
    expect(resent.status).toBe(200);
    expect(resent.body, `own query with the cursor of page ${index + 2}`).toEqual(pages[index + 1]?.body);
    expect(Object.keys(resent.links).sort()).toEqual(Object.keys(pages[index + 1]?.links ?? {}).sort());
  }
  let back = pages.at(-1) as Answer<T>;
  for (let index = pages.length - 2; index >= 0; index -= 1) {
    back = await ctx.api.request<T>('GET', back.links.prev as string);
    expect(back.status).toBe(200);
    expect(back.body, `page ${index + 1} reached back via prev`).toEqual(pages[index]?.body);
  }
  const keys = pages.flatMap((page) => itemsOf(page.body).map((item) => JSON.stringify(item)));
  expect(new Set(keys).size, 'no item on two pages').toBe(keys.length);

  const nextCursor = cursorOf(pages[0]?.links.next);
  const tampered = nextCursor.slice(0, -2) + (nextCursor.endsWith('A') ? 'BB' : 'AA');
  expect422(await ctx.api.get(path, { ...ownQuery, cursor: tampered }), 'query', 'cursor');
  expect422(await ctx.api.get(path, { ...ownQuery, cursor: 'not-a-cursor' }), 'query', 'cursor');
  return pages;
}

export function expectNonIncreasing(values: number[], label: string) {
  values.forEach((value, index) => {
    if (index > 0) expect(value, `${label} at ${index}`).toBeLessThanOrEqual(values[index - 1] as number);
  });
}

export function expectSorted<T>(items: T[], compare: (a: T, b: T) => number, label: string) {
  items.forEach((item, index) => {
    if (index > 0) expect(compare(items[index - 1] as T, item), `${label} out of order at ${index}`).toBeLessThanOrEqual(0);
  });
}

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
export const textCompare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
