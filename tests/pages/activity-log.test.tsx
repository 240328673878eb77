// @vitest-environment jsdom
// The activity log as a user opens it: the real route (URL schema, loader) and page over the mock
// backend. Every figure expected here is asked of the same mock through the client, never written down.
// The page's clock is pinned to the mock's, so its live windows ("last 24 hours") hold the seeded events.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repositoryPath } from '@/api/repository-path';
import type { ActivityLogEvent, ActivityLogFilters } from '@/api/types';
import { createQueryClient } from '@/app/create-query-client';
import { InsightsApp } from '@/app/insights-app';
import { EVENT_OUTCOMES, OUTCOME_LABELS } from '@/domain/activity/event-outcomes';
import { describeEvent } from '@/features/activity/lib/describe-event/describe-event';
import { MOCK_API_BASE, setUpMockApi } from '@/testing/mock-api';
import { CI_KEY_REFUSED } from '../../mocks/activity/activity-handlers';
import { DEMO_CREDENTIALS, REPOSITORIES } from '../../mocks/fixtures';
import { renderAppPage, routeOf } from './support/render-app-page';

const { mock, api } = setUpMockApi();
afterEach(() => {
  cleanup();
  mock.server.resetHandlers();
  vi.useRealTimers();
});

const REPO = { owner: REPOSITORIES.checkout.owner, repo: REPOSITORIES.checkout.name };
const REPO_PATH = `/${REPO.owner}/${REPO.repo}`;
const LOG = `${REPO_PATH}/activity`;
const url = (search: Record<string, unknown> = {}) =>
  `${LOG}${Object.keys(search).length === 0 ? '' : '?'}${new URLSearchParams(
    Object.entries(search).map(([key, value]) => [key, JSON.stringify(value)]),
  ).toString()}`;

const HOUR_MS = 3_600_000;
const countFormat = new Intl.NumberFormat('en-US');
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/**
 * Pins the page's clock to the mock's current second (the store lives at FIXTURE_NOW and after), and
 * returns the window of the default view, "the last 24 hours", as the page will ask for it.
 */
function pinClock(): { now: number; last24h: { received_from: string; received_to: string } } {
  const now = Math.ceil(mock.backend.context.clock.now() / 1000) * 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  return { now, last24h: { received_from: iso(now - 24 * HOUR_MS), received_to: iso(now) } };
}

/** The mock's answers for a view, through the same client the app uses. */
const aggregateOf = (query: ActivityLogFilters) => api.getActivityLogAggregate({ path: repositoryPath(REPO), query });
const pageOf = (query: ActivityLogFilters, perPage = 25, cursor?: string) =>
  api.getActivityLog({ path: repositoryPath(REPO), query: { ...query, per_page: perPage, ...(cursor ? { cursor } : {}) } });

/** What a row is labelled with: the event's sentence as text (names are code elements, read as their text). */
const sentenceOf = (event: ActivityLogEvent | undefined) =>
  event === undefined ? undefined : describeEvent(event).map((part) => (typeof part === 'string' ? part : part.code)).join('');
/**
 * The text of a row's label. jsdom's accessible-name computation loses the space between a text part
 * and a code part ("queue default" → "queuedefault"), so the label is read as text here; the e2e
 * journeys check the accessible names in a browser.
 */
const labelOf = (row: HTMLElement | undefined) => document.getElementById(row?.getAttribute('aria-labelledby') ?? '')?.textContent;
/** "1,379 events · Last 24 hours · times in your local zone (…)". */
const summaryHeading = (total: number, window: string) => {
  const lead = `${countFormat.format(total)} ${total === 1 ? 'event' : 'events'} · ${window} · times in your local zone`;
  return screen.findByRole('heading', { level: 2, name: (name) => name.startsWith(lead) }, { timeout: 10_000 });
};
const rows = () => within(screen.getByRole('region', { name: 'Events' })).getAllByRole('listitem');

/** Every request the app sends to the mock from now on, until `stop()`. */
function recordRequests() {
  const requests: URL[] = [];
  const record = ({ request }: { request: Request }) => void requests.push(new URL(request.url));
  mock.server.events.on('request:start', record);
  return { requests, stop: () => mock.server.events.removeListener('request:start', record) };
}

/** The app signed in with another credential, otherwise as `renderAppPage` opens it. */
function renderAs(token: string, path: string) {
  render(<InsightsApp history={createMemoryHistory({ initialEntries: [path] })} api={{ baseUrl: MOCK_API_BASE, token }} queryClient={createQueryClient()} />);
}

describe('activity log page', () => {
  it('shows the count, the facets and the timeline from one aggregate and one page', async () => {
    const { last24h } = pinClock();
    const aggregate = await aggregateOf(last24h);
    const { data } = await pageOf(last24h);
    expect(aggregate.total).toBeGreaterThan(25);
    const recorder = recordRequests();

    const { queryClient } = renderAppPage(LOG);
    await summaryHeading(aggregate.total, 'Last 24 hours');
    expect(screen.getByText(`1–25 of ${countFormat.format(aggregate.total)} events`)).toBeTruthy();
    expect(rows()).toHaveLength(25);
    // Newest first, as the mock answered.
    expect(rows().map(labelOf)).toEqual(data.events.map(sentenceOf));

    // The four outcomes of the contract in its order, each with the aggregate's count (0 where it has no row).
    const outcome = screen.getByRole('group', { name: 'Outcome' });
    const counts = new Map(aggregate.by_outcome.map((row) => [row.value, row.count]));
    expect(within(outcome).getAllByRole('checkbox')).toHaveLength(EVENT_OUTCOMES.length);
    for (const value of EVENT_OUTCOMES) {
      expect(within(outcome).getByRole('checkbox', { name: OUTCOME_LABELS[value], description: countFormat.format(counts.get(value) ?? 0) })).toBeTruthy();
    }

    // The loader's two questions, asked once each and read by the page as they are.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    recorder.stop();
    expect(recorder.requests.map((request) => request.pathname).sort()).toEqual([`/v1/repos${REPO_PATH}/logs`, `/v1/repos${REPO_PATH}/logs/aggregate`]);
    for (const request of recorder.requests) {
      expect(request.searchParams.get('received_from')).toBe(last24h.received_from);
      expect(request.searchParams.get('received_to')).toBe(last24h.received_to);
    }
  });

  it('never sends a facet with its not_ twin: "only" replaces the exclusions', async () => {
    const { last24h } = pinClock();
    const notNeutral = await aggregateOf({ ...last24h, not_outcome: ['neutral'] });
    const pending = await aggregateOf({ ...last24h, outcome: ['pending'] });
    const recorder = recordRequests();

    const { route } = renderAppPage(url({ notOutcome: ['neutral'] }));
    await summaryHeading(notNeutral.total, 'Last 24 hours');
    expect(recorder.requests).toHaveLength(2);
    for (const request of recorder.requests) {
      expect(request.searchParams.getAll('not_outcome')).toEqual(['neutral']);
      expect(request.searchParams.has('outcome')).toBe(false);
    }

    recorder.requests.length = 0;
    fireEvent.click(within(screen.getByRole('group', { name: 'Outcome' })).getByRole('button', { name: 'Only Pending' }));
    await waitFor(() => expect(route()).toEqual({ path: LOG, search: { outcome: ['pending'] } }));
    await summaryHeading(pending.total, 'Last 24 hours');
    recorder.stop();
    expect(recorder.requests).toHaveLength(2);
    for (const request of recorder.requests) {
      expect(request.searchParams.getAll('outcome')).toEqual(['pending']);
      expect(request.searchParams.has('not_outcome')).toBe(false);
    }
  });

  it('shows event data as text, never markup, and a row opens its details with links to the quarantine and the test', async () => {
    const markup = '<img src=x onerror=alert(1)>';
    const { id } = await api.createQuarantine({ path: repositoryPath(REPO), body: { test_name: markup, reason: 'Broken' } });
    const quarantine = await api.getQuarantine({ path: { ...repositoryPath(REPO), quarantine_id: id } });
    const { last24h } = pinClock();
    const [event] = (await pageOf({ ...last24h, event_type: ['test.quarantined'] })).data.events;
    if (event?.type !== 'test.quarantined') throw new Error('the mock wrote no quarantine event');
    expect(event.metadata.quarantine_id).toBe(quarantine.id);

    renderAppPage(url({ type: ['test.quarantined'] }));
    await screen.findByRole('region', { name: 'Events' }, { timeout: 10_000 });
    const row = rows()[0] as HTMLElement;
    expect(labelOf(row)).toBe(sentenceOf(event));
    expect(labelOf(row)).toContain(markup);
    expect(document.querySelector('img')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Details' }));
    const panel = within(row).getByRole('region', { name: `Details of event ${event.id}` });
    expect(within(panel).getByRole('link', { name: 'Open the quarantine' }).getAttribute('href')).toBe(`${REPO_PATH}/quarantines/${quarantine.id}`);
    expect(within(panel).getByRole('link', { name: 'Open the test' }).getAttribute('href')).toBe(`${REPO_PATH}/tests/${quarantine.test_id}`);
    expect(within(panel).getByText('Quarantine ID')).toBeTruthy();
  });

  it('pages forward with the API cursor, pinning the live window', async () => {
    const { now, last24h } = pinClock();
    const total = (await aggregateOf(last24h)).total;
    const first = await pageOf(last24h);
    const cursor = first.links.next?.cursor;
    if (!cursor) throw new Error('the mock has a single page of events');
    const second = await pageOf(last24h, 25, cursor);

    const { route } = renderAppPage(LOG);
    await summaryHeading(total, 'Last 24 hours');
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));

    await waitFor(() => expect(route()).toEqual({ path: LOG, search: { page: 2, cursor, asOf: iso(now) } }));
    expect(await screen.findByText(`26–${Math.min(50, total)} of ${countFormat.format(total)} events`, {}, { timeout: 10_000 })).toBeTruthy();
    expect(rows().map(labelOf)).toEqual(second.data.events.map(sentenceOf));
    expect(routeOf(screen.getByRole('link', { name: 'Previous' }).getAttribute('href') ?? '')).toEqual({ path: LOG, search: { asOf: iso(now) } });
  });

  it('explains a refused credential once, for both requests', async () => {
    pinClock();
    renderAs(DEMO_CREDENTIALS.ciKey, LOG);
    const alerts = await screen.findAllByRole('alert', {}, { timeout: 10_000 });
    expect(alerts).toHaveLength(1);
    const notice = alerts[0] as HTMLElement;
    expect(notice.textContent).toContain('The CI application key cannot read the activity log; use an admin key or a host token in Settings');
    // The service's own words, quoted.
    expect(notice.textContent).toContain(CI_KEY_REFUSED);
    expect(within(notice).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('a network failure of both requests is one message; Retry asks again', async () => {
    const { last24h } = pinClock();
    const total = (await aggregateOf(last24h)).total;
    mock.server.use(
      http.get('*/v1/repos/:owner/:repository/logs', () => HttpResponse.error()),
      http.get('*/v1/repos/:owner/:repository/logs/aggregate', () => HttpResponse.error()),
    );

    renderAppPage(LOG);
    const alerts = await screen.findAllByRole('alert', {}, { timeout: 10_000 });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textContent).toContain('Could not reach the API');

    mock.server.resetHandlers();
    fireEvent.click(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Retry' }));
    await summaryHeading(total, 'Last 24 hours');
  });

  it('says what to widen when nothing matches, and clearing the filters shows everything again', async () => {
    const { last24h } = pinClock();
    const filters = { outcome: ['failure'], baseRef: 'no-such-branch' } as const;
    expect((await aggregateOf({ ...last24h, outcome: ['failure'], base_ref: filters.baseRef })).total).toBe(0);
    const total = (await aggregateOf(last24h)).total;

    const { route } = renderAppPage(url(filters));
    expect(await screen.findByText('No events match these filters', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show last 7 days' })).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Clear all filters' })[0] as HTMLElement);
    await waitFor(() => expect(route()).toEqual({ path: LOG, search: {} }));
    await summaryHeading(total, 'Last 24 hours');
  });

  it('an unknown repository is not found (the loader asks, the page says so)', async () => {
    pinClock();
    renderAppPage(`/${REPOSITORIES.unknown.owner}/${REPOSITORIES.unknown.name}/activity`);
    expect(await screen.findByRole('heading', { name: 'Repository not found' }, { timeout: 10_000 })).toBeTruthy();
  });
});
