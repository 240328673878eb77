// @vitest-environment jsdom
// The embedding contract: a host mounts <InsightsApp> with its own history, base path, API settings and
// colour scheme; importing the app changes nothing on the page until it is rendered.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../mocks/node';
import { DEMO_CREDENTIALS } from '../../mocks/core/demo-credentials';

const mock = createMockServer({ now: '2026-11-20T12:00:00.000Z' });

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mock.reset();
});
afterAll(() => mock.server.close());

describe('InsightsApp as an embedded tab', () => {
  it('has no side effects on import', async () => {
    const globalsBefore = new Set(Object.keys(window));
    const storageBefore = [window.localStorage.length, window.sessionStorage.length];
    const module = await import('@/app/insights-app');
    expect(typeof module.InsightsApp).toBe('function');
    // Libraries park their internals on `__`-prefixed globals (tslib helpers and the like); the app
    // itself adds nothing.
    const added = Object.keys(window).filter((key) => !globalsBefore.has(key) && !key.startsWith('__'));
    expect(added).toEqual([]);
    expect(window.location.pathname).toBe('/');
    expect([window.localStorage.length, window.sessionStorage.length]).toEqual(storageBefore);
    expect(document.body.children).toHaveLength(0);
  });

  it('routes under the host base path with the host history and API settings', async () => {
    const { InsightsApp } = await import('@/app/insights-app');
    const history = createMemoryHistory({ initialEntries: ['/insights/acme/docs-site/quarantines'] });
    render(
      <InsightsApp
        history={history}
        basePath="/insights"
        api={{ baseUrl: 'http://localhost/v1', token: DEMO_CREDENTIALS.hostToken }}
        apiSettingsEditable={false}
        colorScheme="dark"
      />,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Quarantines' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Tests' }).getAttribute('href')).toBe('/insights/acme/docs-site/tests');
    // The host decides whether the API may be changed: no settings button here.
    expect(screen.queryByRole('button', { name: 'API settings' })).toBeNull();

    await userEvent.click(within(nav).getByRole('link', { name: 'Tests' }));
    await waitFor(() => expect(history.location.pathname).toBe('/insights/acme/docs-site/tests'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tests' })).toBeTruthy();
  });

  it('takes the colour scheme from the host and reports changes back', async () => {
    const { InsightsApp } = await import('@/app/insights-app');
    const changes: string[] = [];
    render(
      <InsightsApp
        history={createMemoryHistory({ initialEntries: ['/does-not-exist/really/not'] })}
        api={{ baseUrl: 'http://localhost/v1', token: DEMO_CREDENTIALS.adminKey }}
        colorScheme="dark"
        onColorSchemeChange={(scheme) => changes.push(scheme)}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light scheme' }));
    expect(changes).toEqual(['light']);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });
});
