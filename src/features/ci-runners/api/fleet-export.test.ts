import { describe, expect, it } from 'vitest';
import { fleetRows } from '../lib/fleet-rows';
import { fleetExport } from './fleet-export';
import type { FleetView } from './use-runners-answers';

const runner = (name: string, labels: string[]) => ({
  name,
  group_name: 'default',
  labels,
  os: 'linux' as const,
  status: name === 'c' ? ('offline' as const) : ('online' as const),
});
const figures = (successRate: number | null, median: number | null) => ({
  successRate,
  medianDurationSeconds: median,
  p95DurationSeconds: median === null ? null : median * 2,
  utilization: 0.25,
  jobsPerHour: 1.5,
});
const fleetFigures = figures(0.9, 100);
const view: FleetView = {
  listing: { available: true, listing: { runners: [], labels: [] } },
  fleet: fleetFigures,
  window: { start: '2026-11-13T12:00:00Z', end: '2026-11-20T12:00:00Z' },
  span: { page: 1, pages: 1, first: 1, shown: 1, total: 3 },
  rows: fleetRows(
    [runner('a', ['linux']), runner('b', ['linux', 'gpu']), runner('c', ['gpu'])],
    new Map([
      ['a', figures(0.95, 100)],
      ['b', figures(0.5, 100)],
      ['c', figures(null, null)],
    ]),
    new Map(['a', 'b', 'c'].map((name) => [name, fleetFigures])),
    168,
  ),
};
const search = {
  range: '7d',
  sort: 'health',
  dir: 'asc',
  page: 1,
  waitPage: 1,
  selection: { preset: '7d' },
  refused: false,
  windowKey: '',
} as const;
/** Every runner, though the table's page shows one: the export reads them all. */
const readAll = async () => view.rows;

describe('fleetExport', () => {
  it('exports every runner, not only the page’s, in the table’s order, figures in the service’s units, health in words', async () => {
    const source = fleetExport('acme', search, view, readAll);
    expect(source.total).toBe(3);
    const page = await source.fetchPage(null, new AbortController().signal);
    expect(page.items.map((row) => [row.name, row.health, row.status])).toEqual([
      ['b', 'Degraded', 'online'],
      ['a', 'Healthy', 'online'],
      ['c', 'No jobs', 'offline'],
    ]);
    expect(page.items[0]).toMatchObject({
      success_rate: 0.5,
      median_duration: 100,
      health_reasons: 'success rate 50% against 90% on the rest of default',
      labels: ['linux', 'gpu'],
      success_rate_against_group: 0.5 / 0.9 - 1,
      median_duration_against_group: 0,
    });
    expect(source.scope()).toEqual({
      window: { description: 'last 7 days', start: '2026-11-13T12:00:00Z', end: '2026-11-20T12:00:00Z' },
      filters: [{ name: 'owner', value: 'acme' }],
    });
  });

  it('exports the runners of the chosen label only, and says so', async () => {
    const source = fleetExport('acme', { ...search, label: 'gpu' }, view, readAll);
    const page = await source.fetchPage(null, new AbortController().signal);
    expect(page.items.map((row) => row.name)).toEqual(['b', 'c']);
    expect(source.scope().filters).toContainEqual({ name: 'runner_labels', value: ['gpu'] });
  });
});
