// @vitest-environment jsdom
// The activity log as a user opens it: the real route (URL schema, loader) and page over the mock
// backend. Every figure expected here is asked of the same mock through the client, never written down.
// The page's clock is pinned to the mock's, so its live windows ("last 24 hours") hold the seeded events.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repositoryPath } from '@/api/repository-path';
import type { ActivityLogEvent, ActivityLogFilters } from '@/api/types';
import { EVENT_OUTCOMES, OUTCOMES } from '@/domain/activity/event-outcomes';
import { ACTIVITY_PAGE_SIZE } from '@/queries/activity';
import { describeEvent } from '@/features/activity/lib/describe-event/describe-event';
import { setUpMockApi } from '../mock-kit/mock-api';
import { CI_KEY_REFUSED } from '../../mocks/activity/activity-handlers';
import { DEMO_CREDENTIALS, REPOSITORIES } from '../../mocks/fixtures';
import { renderAppPage } from '../mock-kit/render-app';

const { mock, api } = setUpMockApi();

/*
 * jsdom lays nothing out. The list is virtual (it mounts the rows on screen), so the test gives it what
 * a browser would: a ResizeObserver that reports what it observes after a layout, every list item (rows
 * and day headings, `data-index`) a height, and a window that scrolls (`window.scrollTo` moves `scrollY`
 * and fires `scroll`, as the list listens for).
 */
const ITEM_HEIGHT = 58;
let scrollY = 0;
class LaidOutResizeObserver {
  private connected = true;
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element) {
    const blockSize = target.hasAttribute('data-index') ? ITEM_HEIGHT : 0;
    const entry = { target, borderBoxSize: [{ blockSize, inlineSize: 0 }] } as unknown as ResizeObserverEntry;
    setTimeout(() => this.connected && act(() => this.report([entry], this as unknown as ResizeObserver)));
  }
  unobserve() {}
  disconnect() {
    this.connected = false;
  }
}
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', LaidOutResizeObserver);
  // Nothing covers the top of the window: no fixed header over the list.
  document.elementFromPoint = () => null;
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  // A page tall enough for any scroll the list asks for (jsdom's is 0 high).
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => 10_000_000 });
  // The app's own scrolls: the position moves at once, the event follows as in a browser (not mid-render).
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrollY = options.top ?? scrollY;
    setTimeout(() => window.dispatchEvent(new Event('scroll')));
  }) as typeof window.scrollTo);
});
afterEach(() => {
  cleanup();
  mock.server.resetHandlers();
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'scrollY');
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  vi.unstubAllGlobals();
});

/** Scrolls the window as a person would, the list hearing of it as in a browser. */
/** The reader scrolls: a wheel turn, then the window moves. */
function scrollWindowTo(top: number) {
  act(() => {
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: top - scrollY }));
    scrollY = top;
    window.dispatchEvent(new Event('scroll'));
  });
}

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
const pageOf = (query: ActivityLogFilters, perPage = ACTIVITY_PAGE_SIZE, cursor?: string) =>
  api.getActivityLog({ path: repositoryPath(REPO), query: { ...query, per_page: perPage, ...(cursor ? { cursor } : {}) } });

/** What a row is labelled with: the event's sentence as text (names are code elements, read as their text). */
const sentenceOf = (event: ActivityLogEvent | undefined) =>
  event === undefined
    ? undefined
    : describeEvent(event)
        .map((part) => (typeof part === 'string' ? part : part.code))
        .join('');
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
/** The rows mounted, as their place in the view and their label. */
const mountedRows = () => rows().map((row) => [Number(row.getAttribute('aria-posinset')), labelOf(row)] as const);
const translated = (element: Element | null) => Number((element as HTMLElement | null)?.style.transform.match(/-?[\d.]+/)?.[0] ?? 0);
/** A row's offset on the list's canvas: the mounted items flow (each ITEM_HEIGHT here) from the flow's offset, or one is placed alone. */
function offsetOf(row: HTMLElement): number {
  const flow = row.parentElement?.parentElement ?? null;
  if (row.style.transform) return translated(flow) + translated(row);
  const inFlow = [...(flow?.querySelectorAll<HTMLElement>('[data-index]') ?? [])].filter((item) => !item.style.transform);
  return translated(flow) + inFlow.indexOf(row) * ITEM_HEIGHT;
}
/** What the mock's events look like as mounted rows, from place `first` (1-based) on. */
const expectedRows = (events: readonly ActivityLogEvent[], first: number) =>
  events.map((event, index) => [first + index, sentenceOf(event)] as const);

/** Every request the app sends to the mock from now on, until `stop()`. */
function recordRequests() {
  const requests: URL[] = [];
  const record = ({ request }: { request: Request }) => void requests.push(new URL(request.url));
  mock.server.events.on('request:start', record);
  return { requests, stop: () => mock.server.events.removeListener('request:start', record) };
}

describe('activity log page', () => {
  it('shows the count, the facets and the first rows of the list from one aggregate and one page', async () => {
    const { last24h } = pinClock();
    const aggregate = await aggregateOf(last24h);
    const { data } = await pageOf(last24h);
    expect(aggregate.total).toBeGreaterThan(ACTIVITY_PAGE_SIZE);
    const recorder = recordRequests();

    const { queryClient } = renderAppPage(LOG);
    await summaryHeading(aggregate.total, 'Last 24 hours');
    // Virtual: the rows on screen and a few more are mounted, newest first, as the mock answered,
    // numbered in the view out of its total (from the aggregate).
    const mounted = mountedRows();
    expect(mounted.length).toBeGreaterThanOrEqual(8);
    expect(mounted.length).toBeLessThanOrEqual(60);
    expect(mounted).toEqual(expectedRows(data.events.slice(0, mounted.length), 1));
    for (const row of rows()) expect(row.getAttribute('aria-setsize')).toBe(String(aggregate.total));
    const list = within(screen.getByRole('region', { name: 'Events' }));
    expect(list.getAllByRole('heading', { level: 3 })[0]?.textContent).toBe(list.getAllByRole('list')[0]?.getAttribute('aria-label'));

    // The four outcomes of the contract in its order, each with the aggregate's count (0 where it has no row).
    // The facets fill in once the first rows are painted.
    const outcome = await screen.findByRole('group', { name: 'Outcome' }, { timeout: 10_000 });
    const counts = new Map(aggregate.by_outcome.map((row) => [row.value, row.count]));
    expect(within(outcome).getAllByRole('checkbox')).toHaveLength(EVENT_OUTCOMES.length);
    for (const value of EVENT_OUTCOMES) {
      expect(
        within(outcome).getByRole('checkbox', { name: OUTCOMES[value].label, description: countFormat.format(counts.get(value) ?? 0) }),
      ).toBeTruthy();
    }

    // The loader's two questions, asked once each and read by the page as they are: one page of 100.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    recorder.stop();
    expect(recorder.requests.map((request) => request.pathname).sort()).toEqual([
      `/v1/repos${REPO_PATH}/logs`,
      `/v1/repos${REPO_PATH}/logs/aggregate`,
    ]);
    for (const request of recorder.requests) {
      expect(request.searchParams.get('received_from')).toBe(last24h.received_from);
      expect(request.searchParams.get('received_to')).toBe(last24h.received_to);
    }
    expect(recorder.requests.find((request) => request.pathname.endsWith('/logs'))?.searchParams.get('per_page')).toBe(
      String(ACTIVITY_PAGE_SIZE),
    );
  });

  it('shows the first rows without waiting for the aggregate, which fills in after without moving them', async () => {
    const { last24h } = pinClock();
    const aggregate = await aggregateOf(last24h);
    const { data } = await pageOf(last24h);
    let answerAggregate: () => void = () => {};
    const aggregateHeld = new Promise<void>((resolve) => (answerAggregate = resolve));
    mock.server.use(
      http.get('*/v1/repos/:owner/:repository/logs/aggregate', async () => {
        await aggregateHeld;
        return undefined; // on to the mock's own handler
      }),
    );

    renderAppPage(LOG);
    // The list is there while the count is still being worked out.
    await waitFor(() => expect(mountedRows()[0]).toEqual(expectedRows(data.events.slice(0, 1), 1)[0]), { timeout: 10_000 });
    expect(screen.getByLabelText('Counting events')).toBeTruthy();
    expect(screen.getByLabelText('Loading the chart')).toBeTruthy();
    // Placed by the virtualizer: the mounted items flow from the first one's offset.
    await waitFor(() => expect(rows()[0]?.parentElement?.parentElement?.style.transform).toMatch(/^translateY/));
    const placed = rows().map(offsetOf);

    answerAggregate();
    await summaryHeading(aggregate.total, 'Last 24 hours');
    expect(rows().slice(0, placed.length).map(offsetOf)).toEqual(placed);
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
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Outcome' }, { timeout: 10_000 })).getByRole('button', { name: 'Only Pending' }),
    );
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
    // The open row is in the URL, and the details' code loads on demand: both settle before the link shows.
    const quarantineLink = await within(row).findByRole('link', { name: 'Open the quarantine' });
    const panel = within(row).getByRole('region', { name: `Details of event ${event.id}` });
    expect(panel.contains(quarantineLink)).toBe(true);
    expect(quarantineLink.getAttribute('href')).toBe(`${REPO_PATH}/quarantines/${quarantine.id}`);
    expect(within(panel).getByRole('link', { name: 'Open the test' }).getAttribute('href')).toBe(
      `${REPO_PATH}/tests/${quarantine.test_id}`,
    );
    expect(within(panel).getByText('Quarantine ID')).toBeTruthy();
  });

  it('reads the next page by cursor as the reader nears the end, and records where they are', async () => {
    const { now, last24h } = pinClock();
    const total = (await aggregateOf(last24h)).total;
    const first = await pageOf(last24h);
    const cursor = first.links.next?.cursor;
    if (!cursor) throw new Error('the mock has a single page of events');
    const second = await pageOf(last24h, ACTIVITY_PAGE_SIZE, cursor);
    expect(total).toBeGreaterThan(2 * ACTIVITY_PAGE_SIZE);

    const { route } = renderAppPage(LOG);
    await summaryHeading(total, 'Last 24 hours');
    expect(route()).toEqual({ path: LOG, search: {} });
    const recorder = recordRequests();

    // Down to the 90th row (items are the rows plus a heading per day): the next page is asked for,
    // with the cursor the API gave and the very window of the first answer.
    scrollWindowTo(90 * ITEM_HEIGHT);
    await waitFor(() => expect(mountedRows().some(([place]) => place > ACTIVITY_PAGE_SIZE)).toBe(true), { timeout: 10_000 });
    recorder.stop();
    expect(recorder.requests).toHaveLength(1);
    expect(recorder.requests[0]?.searchParams.get('cursor')).toBe(cursor);
    expect(recorder.requests[0]?.searchParams.get('received_to')).toBe(last24h.received_to);
    const mounted = mountedRows();
    const fromSecondPage = mounted.filter(([place]) => place > ACTIVITY_PAGE_SIZE);
    expect(fromSecondPage).toEqual(expectedRows(second.data.events.slice(0, fromSecondPage.length), ACTIVITY_PAGE_SIZE + 1));
    expect(mounted.length).toBeLessThanOrEqual(60);

    // Once scrolling settles, the URL holds the position: the event at the top, the page holding it,
    // and the live window pinned to the answer read.
    const top = rows().find((row) => offsetOf(row) >= 90 * ITEM_HEIGHT - ITEM_HEIGHT / 2);
    const topPlace = Number(top?.getAttribute('aria-posinset'));
    const topEvent = first.data.events[topPlace - 1];
    await waitFor(() => expect(route()).toEqual({ path: LOG, search: { asOf: iso(now), at: topEvent?.id } }), { timeout: 10_000 });
  });

  it('a reload at a recorded position starts from that page, at that event', async () => {
    const { now, last24h } = pinClock();
    const first = await pageOf(last24h);
    const cursor = first.links.next?.cursor;
    if (!cursor) throw new Error('the mock has a single page of events');
    const second = await pageOf(last24h, ACTIVITY_PAGE_SIZE, cursor);
    const anchor = second.data.events[30];
    if (anchor === undefined) throw new Error('the second page is short');
    const recorder = recordRequests();

    renderAppPage(url({ asOf: iso(now), cursor, page: 2, at: anchor.id }));
    // The anchor's own row (its sentence's id names the event: two events can read alike).
    const anchorRow = () => rows().find((candidate) => candidate.getAttribute('aria-labelledby')?.endsWith(`-${anchor.id}-sentence`));
    await waitFor(() => expect(anchorRow()?.getAttribute('aria-posinset')).toBe(String(ACTIVITY_PAGE_SIZE + 31)), { timeout: 10_000 });
    // That page is the one asked for, and the event sits at the top of the window.
    expect(recorder.requests.find((request) => request.pathname.endsWith('/logs'))?.searchParams.get('cursor')).toBe(cursor);
    const row = anchorRow();
    expect(labelOf(row)).toBe(sentenceOf(anchor));
    expect(row && offsetOf(row)).toBe(window.scrollY);
    recorder.stop();
  });

  it('a recorded position whose cursor the API refuses offers to start over', async () => {
    const { last24h } = pinClock();
    const total = (await aggregateOf(last24h)).total;
    const { route } = renderAppPage(url({ cursor: 'not-a-cursor', page: 3, at: 5 }));
    const notice = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(notice.textContent).toContain('This page link no longer applies');
    fireEvent.click(within(notice).getByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(route()).toEqual({ path: LOG, search: {} }));
    await summaryHeading(total, 'Last 24 hours');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  });

  it('explains a refused credential once, for both requests', async () => {
    pinClock();
    renderAppPage(LOG, { token: DEMO_CREDENTIALS.ciKey });
    const alerts = await screen.findAllByRole('alert', {}, { timeout: 10_000 });
    expect(alerts).toHaveLength(1);
    const notice = alerts[0] as HTMLElement;
    expect(notice.textContent).toContain('The activity log needs an Admin Application Key or a repository-host token');
    // The service's own words, quoted.
    expect(notice.textContent).toContain(CI_KEY_REFUSED);
    expect(within(notice).getByRole('button', { name: 'Retry' })).toBeTruthy();
    // The way to another credential, as on every page.
    expect(within(notice).getByRole('button', { name: 'Open settings' })).toBeTruthy();
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
