// @vitest-environment jsdom
// The embed's contract in jsdom against the mock backend: the tab lives in a shadow root of its own,
// follows option and attribute changes, and unmounting leaves the page as it was. (Styles, real
// navigation and the built file are the Playwright journeys' job: e2e/embed/.)
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockServer } from '../../mocks/node';
import { DEMO_CREDENTIALS } from '../../mocks/core/demo-credentials';
import { ELEMENT_NAME, InsightsDashboardElement } from './insights-dashboard-element';
import { mountInsights } from './mount-insights';

const mock = createMockServer({ now: '2026-11-20T12:00:00.000Z' });
const BASE_URL = 'http://localhost/v1';

beforeAll(() => {
  mock.server.listen({ onUnhandledRequest: 'error' });
  if (!customElements.get(ELEMENT_NAME)) customElements.define(ELEMENT_NAME, InsightsDashboardElement);
});
afterEach(() => {
  document.body.replaceChildren();
  mock.reset();
});
afterAll(() => mock.server.close());

/** The tab's Mantine root inside its shadow root, once mounted. */
function tabRoot(host: Element): HTMLElement {
  const root = host.querySelector('ci-insights-frame')?.shadowRoot?.querySelector<HTMLElement>('.ci-insights-root');
  if (!root) throw new Error('no tab mounted');
  return root;
}

describe('mountInsights', () => {
  it('renders the repository in a shadow root, follows updates and leaves nothing behind', async () => {
    const host = document.body.appendChild(document.createElement('section'));
    const paths: string[] = [];
    const getToken = vi.fn(() => DEMO_CREDENTIALS.adminKey);
    const tab = mountInsights(host, {
      owner: 'acme',
      repo: 'docs-site',
      baseUrl: BASE_URL,
      getToken,
      colorScheme: 'light',
      onNavigate: (path) => paths.push(path),
    });

    const root = await waitFor(() => tabRoot(host));
    expect(await within(root).findByRole('heading', { level: 1, name: 'Overview' })).toBeTruthy();
    expect(paths).toContain('/acme/docs-site');
    expect(getToken).toHaveBeenCalled();
    // Scheme and variables on the tab's own root; the page's <html> and <head> are untouched.
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(document.documentElement.hasAttribute('data-mantine-color-scheme')).toBe(false);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);

    tab.update({ colorScheme: 'dark' });
    await waitFor(() => expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark'));

    // A different repository starts the tab afresh.
    tab.update({ repo: 'checkout' });
    const checkoutRoot = await waitFor(() => tabRoot(host));
    const nav = await within(checkoutRoot).findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Tests' }).getAttribute('href')).toBe('/acme/checkout/tests');
    expect(host.querySelectorAll('ci-insights-frame')).toHaveLength(1);

    tab.unmount();
    expect(host.childNodes).toHaveLength(0);
    expect(document.body.children).toHaveLength(1);
    tab.unmount(); // twice is harmless
  });
});

/** The host document's own nodes, by identity and as markup: what an unmount must give back unchanged. */
function hostDocumentSnapshot() {
  return {
    bodyNodes: [...document.body.childNodes],
    headNodes: [...document.head.childNodes],
    bodyMarkup: document.body.innerHTML,
    headMarkup: document.head.innerHTML,
  };
}

function expectHostDocumentAsBefore(before: ReturnType<typeof hostDocumentSnapshot>) {
  const after = hostDocumentSnapshot();
  expect(after.bodyNodes).toHaveLength(before.bodyNodes.length);
  after.bodyNodes.forEach((node, index) => expect(node).toBe(before.bodyNodes[index]));
  expect(after.headNodes).toHaveLength(before.headNodes.length);
  after.headNodes.forEach((node, index) => expect(node).toBe(before.headNodes[index]));
  expect(after.bodyMarkup).toBe(before.bodyMarkup);
  expect(after.headMarkup).toBe(before.headMarkup);
}

describe('mountInsights and the host document', () => {
  it('leaves <body> and <head> as it found them after the quarantine dialog opened, mounted twice', async () => {
    const host = document.body.appendChild(document.createElement('section'));
    const before = hostDocumentSnapshot();
    for (let round = 0; round < 2; round += 1) {
      const tab = mountInsights(host, { owner: 'acme', repo: 'checkout', baseUrl: BASE_URL, token: DEMO_CREDENTIALS.adminKey });
      const root = await waitFor(() => tabRoot(host));
      const nav = await within(root).findByRole('navigation', { name: 'Main' });
      fireEvent.click(within(nav).getByRole('link', { name: 'Quarantines' }));
      fireEvent.click(await within(root).findByRole('button', { name: 'Quarantine a test' }));
      // The dialog is portalled beside the root, inside the same shadow root.
      const shadow = root.getRootNode() as ShadowRoot;
      const dialog = await within(shadow as unknown as HTMLElement).findByRole('dialog', { name: 'Quarantine a test' });
      expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toBeTruthy();
      tab.unmount();
      expectHostDocumentAsBefore(before);
    }
  });
});

describe('<ci-insights-dashboard>', () => {
  it('mounts from attributes, takes its token as a property, re-renders on attribute changes', async () => {
    const element = document.createElement(ELEMENT_NAME) as InsightsDashboardElement;
    element.setAttribute('owner', 'acme');
    element.setAttribute('repo', 'docs-site');
    element.setAttribute('base-url', BASE_URL);
    element.setAttribute('color-scheme', 'dark');
    document.body.append(element);
    // Set after connecting, as a host script would: the tab mounts once that script has run.
    element.token = DEMO_CREDENTIALS.adminKey;

    const root = await waitFor(() => tabRoot(element));
    expect(await within(root).findByRole('heading', { level: 1, name: 'Overview' })).toBeTruthy();
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(element.getAttributeNames()).not.toContain('token');

    element.setAttribute('color-scheme', 'light');
    await waitFor(() => expect(root.getAttribute('data-mantine-color-scheme')).toBe('light'));

    element.remove();
    expect(element.childNodes).toHaveLength(0);
  });
});
