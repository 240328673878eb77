import { describe, expect, it } from 'vitest';
import { repositoryPath } from '@/api/repository-path';
import type { ActivityLogEvent } from '@/api/types';
import { compactActivityFilters, EMPTY_ACTIVITY_FILTERS, toActivityAggregateQuery } from '@/domain/activity/activity-filters';
import { exportFile } from '@/lib/export/export-file';
import { setUpMockApi } from '../../../../tests/mock-kit/mock-api';
import { FIXTURE_NOW, REPOSITORIES } from '../../../../mocks/fixtures';
import { activityExport } from './activity-export';
import type { ActivityViewRequest } from '@/queries/activity';

const { api } = setUpMockApi();
const repo = { owner: REPOSITORIES.checkout.owner, repo: REPOSITORIES.checkout.name };
const end = Date.parse(FIXTURE_NOW);
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
/** Thirty days to the mock's clock: several pages of events. */
const WINDOW = { from: iso(end - 30 * 24 * 3_600_000), to: iso(end) };
const run = () => ({ signal: new AbortController().signal, pause: () => Promise.resolve() });

async function countOf(view: ActivityViewRequest) {
  return (await api.getActivityLogAggregate({ path: repositoryPath(repo), query: toActivityAggregateQuery(view.filters, WINDOW) })).total;
}

describe('activityExport', () => {
  it('exports every event the count on screen counts, each once, newest first', async () => {
    const view: ActivityViewRequest = {
      filters: compactActivityFilters(EMPTY_ACTIVITY_FILTERS),
      window: { start: WINDOW.from, end: WINDOW.to },
    };
    const total = await countOf(view);
    expect(total).toBeGreaterThan(100); // more than one page

    const { blob, rows } = await exportFile(activityExport(api, repo, view, { window: WINDOW, total }), 'json', run());
    expect(rows).toBe(total);
    const file = JSON.parse(await blob.text()) as { window: unknown; filters: unknown; rows: (ActivityLogEvent & { sentence: string })[] };
    expect(file.window).toEqual({ description: 'the chosen range', start: WINDOW.from, end: WINDOW.to });
    expect(file.filters).toEqual({});
    const events = file.rows;
    expect(events.every((event) => event.sentence.length > 0)).toBe(true);
    expect(new Set(events.map((event) => event.id)).size).toBe(total);
    const times = events.map((event) => Date.parse(event.received_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('keeps the view’s filters and words each event as the page does', async () => {
    const view: ActivityViewRequest = {
      filters: compactActivityFilters({ ...EMPTY_ACTIVITY_FILTERS, outcome: ['failure'] }),
      window: { start: WINDOW.from, end: WINDOW.to },
    };
    const total = await countOf(view);
    expect(total).toBeGreaterThan(0);

    const { blob, rows, scope } = await exportFile(activityExport(api, repo, view, null), 'csv', run());
    expect(rows).toBe(total);
    // Header first; the scope is the file name's (and the JSON's).
    const [header, ...records] = (await blob.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(scope).toEqual({
      window: { description: 'the chosen range', start: WINDOW.from, end: WINDOW.to },
      filters: [{ name: 'outcome', value: ['failure'] }],
    });
    expect(header).toBe('Received at (UTC),Event,Type,Outcome,Pull request,Base branch,Trigger,Event ID');
    expect(records.filter((record) => record.includes(',failure,'))).toHaveLength(total);
  });
});
