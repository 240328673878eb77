// Operation 1: test search (defaults, orders, filters, globs, totals).
import { describe, expect, it } from 'vitest';
import type { Query } from '../support/http-api';
import {
  ctx,
  CHECKOUT,
  DAY,
  HOUR,
  UUID_V5,
  expect422,
  expectNonIncreasing,
  expectSorted,
  identityKey,
  iso,
  searchRows,
  serverNow,
  textCompare,
  walk,
} from '../support/conformance-context';
import type { ExecutionsPage, SearchPage, SearchRow } from '../support/contract-types';

const HEALTH_ORDER = { healthy: 0, flaky: 1, broken: 2 } as const;
const LEVEL_ORDER = { low: 0, medium: 1, high: 2 } as const;
const impactRank = (row: SearchRow) =>
  row.metrics.failed_executions_impact === null ? -1 : LEVEL_ORDER[row.metrics.failed_executions_impact];

export function describeSearch(): void {
  describe('1. search tests', () => {
    const SEARCH = `${CHECKOUT}/search/tests`;
    /** Every row of a query; `total` on each page must be the number walked. */
    const searchAll = async (query: Query) => {
      const { pages, items } = await walk<SearchPage>(SEARCH, { per_page: 100, ...query }, searchRows);
      for (const page of pages) expect(page.body.total, `total of ${JSON.stringify(query)}`).toBe(items.length);
      return items as SearchRow[];
    };
    const names = (rows: SearchRow[]) => new Set(rows.map((row) => row.test_name));

    it('total equals the identities walked, each identity once, on every page', async () => {
      const { pages } = await walk<SearchPage>(SEARCH, { per_page: 100 }, searchRows);
      for (const page of pages) {
        expect(page.body.total).toBe(ctx.allRows.length);
        expect(page.body.size).toBe(page.body.tests.length);
      }
      expect(new Set(ctx.allRows.map(identityKey)).size).toBe(ctx.allRows.length);
      const first = await ctx.api.get<SearchPage>(SEARCH);
      expect(first.body.per_page).toBe(10);
      expect(first.body.size).toBe(10);
      expect(first.body.tests).toEqual(ctx.allRows.slice(0, 10));
    });

    it('test ids are UUIDv5, as the document types them', () => {
      for (const row of ctx.allRows) expect(row.test_id).toMatch(UUID_V5);
    });

    it('one test_id per test name, the same under each identity', async () => {
      const idByName = new Map<string, string>();
      for (const row of ctx.allRows) {
        const seen = idByName.get(row.test_name);
        if (seen) expect(row.test_id, row.test_name).toBe(seen);
        idByName.set(row.test_name, row.test_id);
      }
      expect(new Set(idByName.values()).size).toBe(idByName.size);
    });

    it('the default order is executions_count desc: same as asking for it, and the counts do not increase', async () => {
      expect(await searchAll({ sort: 'executions_count', direction: 'desc' })).toEqual(ctx.allRows);
      // executions_count is not in the result: read it from operation 7 over the health lookback
      // (docs/decisions.md: runs in [hour(now) − 7 days, now)).
      const now = await serverNow();
      const window = { start: iso(Math.floor(now / HOUR) * HOUR - 7 * DAY), end: iso(now), per_page: 100 };
      const sample = [...ctx.allRows.slice(0, 12), ...ctx.allRows.filter((_row, index) => index % 37 === 0), ...ctx.allRows.slice(-5)];
      const ordered = [...new Set(sample)].sort((a, b) => ctx.allRows.indexOf(a) - ctx.allRows.indexOf(b));
      const counts: number[] = [];
      for (const row of ordered) {
        const executions = await ctx.api.get<ExecutionsPage>(`${CHECKOUT}/tests/${row.test_id}/executions`, window);
        const match = executions.body.executions.find((item) => item.pipeline_name === row.pipeline_name && item.job_name === row.job_name);
        counts.push(match?.executions_count ?? 0);
      }
      expectNonIncreasing(counts, 'executions_count along the default search order');
      expect(counts[0]).toBeGreaterThan(counts.at(-1) as number);
    });

    it.each([
      ['test_name', (a: SearchRow, b: SearchRow) => textCompare(a.test_name, b.test_name)],
      ['pipeline_name', (a: SearchRow, b: SearchRow) => textCompare(a.pipeline_name, b.pipeline_name)],
      ['job_name', (a: SearchRow, b: SearchRow) => textCompare(a.job_name, b.job_name)],
      ['health_status', (a: SearchRow, b: SearchRow) => HEALTH_ORDER[a.metrics.health_status] - HEALTH_ORDER[b.metrics.health_status]],
      [
        'health_confidence',
        (a: SearchRow, b: SearchRow) => LEVEL_ORDER[a.metrics.health_confidence] - LEVEL_ORDER[b.metrics.health_confidence],
      ],
      ['failed_executions_impact', (a: SearchRow, b: SearchRow) => impactRank(a) - impactRank(b)],
    ] as const)('sort=%s orders the whole walk, both directions', async (sort, compare) => {
      const ascending = await searchAll({ sort, direction: 'asc' });
      const descending = await searchAll({ sort, direction: 'desc' });
      expectSorted(ascending, compare, `${sort} asc`);
      expectSorted(descending, (a, b) => compare(b, a), `${sort} desc`);
      expect(new Set(ascending.map(identityKey))).toEqual(new Set(ctx.allRows.map(identityKey)));
      expect(descending).toHaveLength(ctx.allRows.length);
    });

    it('sort=failed_executions_ratio and direction are accepted; bad values are 422', async () => {
      const rows = await searchAll({ sort: 'failed_executions_ratio' });
      expect(rows).toHaveLength(ctx.allRows.length);
      // The riskiest identities come first: a healthy one never precedes a broken one with high impact.
      expect(rows[0]?.metrics.health_status).not.toBe('healthy');
      expect422(await ctx.api.get(SEARCH, { sort: 'executions' }), 'query', 'sort');
      expect422(await ctx.api.get(SEARCH, { direction: 'up' }), 'query', 'direction');
    });

    it('metrics: impact is null exactly for healthy identities', () => {
      for (const row of ctx.allRows) {
        if (row.metrics.health_status === 'healthy') expect(row.metrics.failed_executions_impact, row.test_name).toBeNull();
        else expect(row.metrics.failed_executions_impact, row.test_name).not.toBeNull();
      }
      expect(new Set(ctx.allRows.map((row) => row.metrics.health_status))).toEqual(new Set(['healthy', 'flaky', 'broken']));
    });

    it('repeated test_name values combine as OR; exact names match whole names', async () => {
      const a = ctx.allRows[0] as SearchRow;
      const b = ctx.allRows.find((row) => row.test_name !== a.test_name) as SearchRow;
      const both = await searchAll({ test_name: [a.test_name, b.test_name] });
      expect(names(both)).toEqual(new Set([a.test_name, b.test_name]));
      expect(both).toHaveLength(ctx.allRows.filter((row) => row.test_name === a.test_name || row.test_name === b.test_name).length);
      const prefixOnly = await searchAll({ test_name: a.test_name.slice(0, -1) });
      expect(prefixOnly.filter((row) => row.test_name === a.test_name)).toHaveLength(0);
    });

    it('test_name globs: * is any run of characters, ? is exactly one', async () => {
      const a = ctx.allRows.find((row) => row.test_name.startsWith('tests/')) as SearchRow;
      const directory = a.test_name.slice(0, a.test_name.indexOf('/', 'tests/'.length) + 1);
      const star = await searchAll({ test_name: `${directory}*` });
      expect(star.map(identityKey).sort()).toEqual(
        ctx.allRows
          .filter((row) => row.test_name.startsWith(directory))
          .map(identityKey)
          .sort(),
      );

      const oneChar = `${a.test_name.slice(0, 3)}?${a.test_name.slice(4)}`;
      const question = await searchAll({ test_name: oneChar });
      const pattern = new RegExp(
        `^${a.test_name.slice(0, 3).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.${a.test_name.slice(4).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
      );
      expect(question.map(identityKey).sort()).toEqual(
        ctx.allRows
          .filter((row) => pattern.test(row.test_name))
          .map(identityKey)
          .sort(),
      );
      expect(names(question).has(a.test_name)).toBe(true);
      const tooShort = await searchAll({ test_name: `${a.test_name.slice(0, -2)}?` });
      expect(names(tooShort).has(a.test_name)).toBe(false);

      const everything = await searchAll({ test_name: '*' });
      expect(everything).toHaveLength(ctx.allRows.length);
    });

    it('include and exclude filters: include lists OR, excludes drop, all combine with AND', async () => {
      const cases: [string, (row: SearchRow) => string | null][] = [
        ['health_status', (row) => row.metrics.health_status],
        ['health_confidence', (row) => row.metrics.health_confidence],
        ['failed_executions_impact', (row) => row.metrics.failed_executions_impact],
        ['pipeline_name', (row) => row.pipeline_name],
        ['job_name', (row) => row.job_name],
      ];
      for (const [name, read] of cases) {
        const values = [...new Set(ctx.allRows.map(read).filter((value): value is string => value !== null))];
        const [first, second] = values;
        expect(first, name).toBeDefined();
        const included = await searchAll({ [name]: [first as string, second ?? (first as string)] });
        expect(included.map(identityKey).sort(), `${name} include`).toEqual(
          ctx.allRows
            .filter((row) => read(row) === first || read(row) === second)
            .map(identityKey)
            .sort(),
        );
        const excluded = await searchAll({ [`${name}_exclude`]: first as string });
        expect(excluded.map(identityKey).sort(), `${name}_exclude`).toEqual(
          ctx.allRows
            .filter((row) => read(row) !== first)
            .map(identityKey)
            .sort(),
        );
        const contradiction = await ctx.api.get<SearchPage>(SEARCH, { [name]: first as string, [`${name}_exclude`]: first as string });
        expect(contradiction.body.total, `${name} and ${name}_exclude of the same value`).toBe(0);
        expect(contradiction.body.tests).toEqual([]);
      }
      const flakyCi = await searchAll({
        health_status: 'flaky',
        pipeline_name: ctx.flakyRow.pipeline_name,
        test_name_exclude: ctx.flakyRow.test_name,
      });
      expect(flakyCi.map(identityKey).sort()).toEqual(
        ctx.allRows
          .filter(
            (row) =>
              row.metrics.health_status === 'flaky' &&
              row.pipeline_name === ctx.flakyRow.pipeline_name &&
              row.test_name !== ctx.flakyRow.test_name,
          )
          .map(identityKey)
          .sort(),
      );
      const globExclude = await searchAll({ test_name: 'tests/*', test_name_exclude: ['*_in_parallel', 'tests/cart/*'] });
      expect(globExclude.map(identityKey).sort()).toEqual(
        ctx.allRows
          .filter(
            (row) =>
              row.test_name.startsWith('tests/') && !row.test_name.endsWith('_in_parallel') && !row.test_name.startsWith('tests/cart/'),
          )
          .map(identityKey)
          .sort(),
      );
    });

    it('health counts add up: healthy + flaky + broken = total', async () => {
      const totals = await Promise.all(
        (['healthy', 'flaky', 'broken'] as const).map(
          async (health) => (await ctx.api.get<SearchPage>(SEARCH, { health_status: health, per_page: 1 })).body.total,
        ),
      );
      expect(totals.reduce((sum, value) => sum + value, 0)).toBe(ctx.allRows.length);
    });

    it('enum filters and list limits are validated', async () => {
      expect422(await ctx.api.get(SEARCH, { health_status: 'sick' }), 'query', 'health_status');
      expect422(await ctx.api.get(SEARCH, { health_confidence_exclude: 'certain' }), 'query', 'health_confidence_exclude');
      expect422(await ctx.api.get(SEARCH, { failed_executions_impact: 'none' }), 'query', 'failed_executions_impact');
      // api-facts.md: up to 255 test_name values, each 1..255 characters.
      expect422(await ctx.api.get(SEARCH, { test_name: 'x'.repeat(256) }), 'query', 'test_name');
      expect422(await ctx.api.get(SEARCH, { test_name: '' }), 'query', 'test_name');
      expect422(await ctx.api.get(SEARCH, { test_name: Array.from({ length: 256 }, (_v, index) => `t${index}`) }), 'query', 'test_name');
      expect((await ctx.api.get(SEARCH, { test_name: 'x'.repeat(255) })).status).toBe(200);
      expect((await ctx.api.get(SEARCH, { test_name: Array.from({ length: 255 }, (_v, index) => `t${index}`) })).status).toBe(200);
    });

    it('works on the small repository too', async () => {
      const rows = (await walk<SearchPage>('/ci/acme/repositories/docs-site/search/tests', { per_page: 7 }, searchRows))
        .items as SearchRow[];
      const first = await ctx.api.get<SearchPage>('/ci/acme/repositories/docs-site/search/tests');
      expect(first.body.total).toBe(rows.length);
      expect(rows.length).toBeGreaterThan(0);
    });
  });
}
