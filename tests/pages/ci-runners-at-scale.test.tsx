// @vitest-environment jsdom
// The CI runners page over a fleet of 330 runners (the mock's MOCK_RUNNERS, read when its fleet module loads):
// the first screen still asks one page of runners, and says how many it has judged.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { setUpMockApi } from '../mock-kit/mock-api';
import { renderAppPage } from '../mock-kit/render-app';
import { REPOSITORIES } from '../../mocks/fixtures';
import { expectRunnerFigures } from './runner-figures';

vi.hoisted(() => vi.stubEnv('MOCK_RUNNERS', '330'));
const { mock, api } = setUpMockApi();
afterAll(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const OWNER = REPOSITORIES.checkout.owner;
const HOUR_MS = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

describe('CI runners page, 330 runners', () => {
  it('asks at most 60 requests on its first screen, and judges 5 of the 330 runners', async () => {
    const now = mock.backend.context.clock.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const end = Math.floor(now / HOUR_MS) * HOUR_MS;
    const window = { start: iso(end - 7 * 24 * HOUR_MS), end: iso(end) };
    const listing = await api.listCiRunners({ path: { owner: OWNER } });
    expect(listing.runners).toHaveLength(330);
    const requests: string[] = [];
    const record = ({ request }: { request: Request }) => void requests.push(request.url);
    mock.server.events.on('request:start', record);
    const { queryClient } = renderAppPage(`/${OWNER}/${REPOSITORIES.checkout.name}/runners`);
    const table = await screen.findByRole('table', { name: 'Runners' }, { timeout: 60_000 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 60_000 });
    mock.server.events.removeListener('request:start', record);

    expect(new Set(requests).size).toBe(requests.length);
    expect(requests.length).toBeLessThanOrEqual(60);
    expect(requests).toHaveLength(1 + 5 + 2 + 4 + 5 * 8 + 2 * 4);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5 + 1);
    await expectRunnerFigures(api, table, window);
    expect(screen.getByText('Runners 1–5 of 330 (page 1 of 66)')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'At a glance' });
    await waitFor(() => expect(summary.textContent).toContain('among the 5 of 330 runners judged so far (page 1 of 66)'));
  }, 180_000);
});
