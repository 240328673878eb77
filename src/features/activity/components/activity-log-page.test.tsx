// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { fakeActivityApi, sampleAggregate, sampleEvent } from '../testing/fake-activity-api';
import { renderActivityPage } from '../testing/render-activity-page';

afterEach(cleanup);

const EVENTS = [
  sampleEvent({
    id: 2,
    received_at: '2026-11-20T11:05:00Z',
    type: 'test.quarantined',
    outcome: 'neutral',
    trigger: '@zoe',
    pull_request: null,
    base_ref: null,
    metadata: {
      quarantine_id: '80f36b47-acea-5c0b-be3d-f9e3bb63c1a3',
      test_id: 'a5d0c4d9-29cb-5fae-9bef-9ed0aab5ee8f',
      test_name: '<img src=x onerror=alert(1)>',
      source: 'manual',
      reason: 'Broken',
      branch: null,
      quarantined_at: '2026-11-20T11:05:00Z',
      health_status_at_event: 'broken',
      quarantined_by: { type: 'user', id: 1, name: 'zoe' },
      quarantined_by_staff: false,
    },
  }),
  sampleEvent({
    id: 1,
    received_at: '2026-11-20T11:01:00Z',
    type: 'action.queue.enter',
    outcome: 'pending',
    metadata: { queue_name: 'default', branch: 'main', queued_at: '2026-11-20T11:01:00Z', priority_rule_name: null, session_id: 'x' },
  }),
];

const forbidden = () =>
  new ApiError({
    kind: 'http',
    status: 403,
    detail: 'The CI Application Key cannot read the activity log',
    bodyText: null,
    retryAfterSeconds: null,
    method: 'GET',
    url: 'https://api.test/v1/repos/acme/checkout/logs',
    message: 'Your credential may not read this.',
  });

describe('ActivityLogPage', () => {
  it('shows the count, the facets and the timeline from one aggregate and one page', async () => {
    const { api, calls } = fakeActivityApi({ aggregate: () => sampleAggregate(), events: () => EVENTS });
    await renderActivityPage(api);
    expect(await screen.findByRole('heading', { level: 2, name: /^2 events · Last 24 hours · times in your local zone/ })).toBeTruthy();
    expect(calls.map((call) => call.op).sort()).toEqual(['aggregate', 'list']);
    const outcome = screen.getByRole('group', { name: 'Outcome' });
    // Four fixed outcomes, 0 where the aggregate has no row.
    expect(within(outcome).getAllByRole('checkbox')).toHaveLength(4);
    const rows = within(screen.getByRole('region', { name: 'Events' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toContain('Entered the merge queue default');
    // Data is text, never markup.
    expect(rows[0]?.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  it('never sends a facet with its not_ twin: "only" replaces the exclusions', async () => {
    const { api, calls } = fakeActivityApi({ aggregate: () => sampleAggregate(), events: () => EVENTS });
    await renderActivityPage(api, `/acme/checkout/activity?notOutcome=${encodeURIComponent('["neutral"]')}`);
    await screen.findByRole('heading', { level: 2, name: /^2 events/ });
    expect(calls.every((call) => call.query.not_outcome?.[0] === 'neutral' && call.query.outcome === undefined)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Only Pending' }));
    await waitFor(() => expect(calls.filter((call) => call.query.outcome !== undefined)).toHaveLength(2));
    for (const call of calls.slice(2)) {
      expect(call.query.outcome).toEqual(['pending']);
      expect(call.query.not_outcome).toBeUndefined();
    }
  });

  it('expands a row into its details with links to the quarantine and the test', async () => {
    const { api } = fakeActivityApi({ aggregate: () => sampleAggregate(), events: () => EVENTS });
    await renderActivityPage(api);
    const rows = within(await screen.findByRole('region', { name: 'Events' })).getAllByRole('listitem');
    const toggle = within(rows[0] as HTMLElement).getByRole('button', { name: 'Details' });
    fireEvent.click(toggle);
    const panel = screen.getByRole('region', { name: 'Details of event 2' });
    expect(within(panel).getByRole('link', { name: 'Open the quarantine' }).getAttribute('href')).toBe(
      '/acme/checkout/quarantines/80f36b47-acea-5c0b-be3d-f9e3bb63c1a3',
    );
    expect(within(panel).getByRole('link', { name: 'Open the test' }).getAttribute('href')).toBe(
      '/acme/checkout/tests/a5d0c4d9-29cb-5fae-9bef-9ed0aab5ee8f',
    );
    expect(within(panel).getByText('Quarantine ID')).toBeTruthy();
  });

  it('explains a refused credential once, for both requests', async () => {
    const { api } = fakeActivityApi({ aggregate: forbidden, events: forbidden });
    await renderActivityPage(api);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textContent).toContain(
      'The CI application key cannot read the activity log; use an admin key or a host token in Settings',
    );
    expect(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('a network failure of both requests is one message; Retry asks again', async () => {
    let online = false;
    const offline = () =>
      new ApiError({
        kind: 'network',
        status: 0,
        detail: null,
        bodyText: null,
        retryAfterSeconds: null,
        method: 'GET',
        url: 'https://api.test/v1/repos/acme/checkout/logs',
        message: 'Could not reach the API at https://api.test. Check your connection and the API base URL in Settings.',
      });
    const { api } = fakeActivityApi({
      aggregate: () => (online ? sampleAggregate() : offline()),
      events: () => (online ? EVENTS : offline()),
    });
    await renderActivityPage(api);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textContent).toContain('Could not reach the API');
    online = true;
    fireEvent.click(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: /^2 events/ })).toBeTruthy();
  });

  it('says what to widen when nothing matches', async () => {
    const { api } = fakeActivityApi({ aggregate: () => sampleAggregate({ total: 0, by_outcome: [] }), events: () => [] });
    await renderActivityPage(api, `/acme/checkout/activity?outcome=${encodeURIComponent('["failure"]')}`);
    expect(await screen.findByText('No events match these filters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show last 7 days' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear all filters' })).toBeTruthy();
  });
});
