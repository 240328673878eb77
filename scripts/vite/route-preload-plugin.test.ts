import { describe, expect, it } from 'vitest';
import { preloadScript } from './route-preload-plugin';
import type { RoutePreload } from './route-patterns';

const ROUTES: RoutePreload[] = [
  { pattern: '/[^/]+/[^/]+', prefix: true, scripts: ['assets/layout.js'], styles: [] },
  { pattern: '/[^/]+/[^/]+/tests', prefix: false, scripts: ['assets/tests.js', 'assets/shared.js'], styles: ['assets/tests.css'] },
  { pattern: '/[^/]+/[^/]+/tests/[^/]+', prefix: true, scripts: ['assets/test.js', 'assets/shared.js'], styles: [] },
];

/** Runs the generated module against a fake page and returns the links it added. */
function linksFor(base: string, pathname: string) {
  const added: { rel: string; href: string; as?: string; crossOrigin?: string }[] = [];
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (link: (typeof added)[number]) => added.push(link) },
  };
  new Function('location', 'document', preloadScript(base, ROUTES))({ pathname }, document);
  return added;
}

describe('the route preload module', () => {
  it('preloads the chunks and stylesheets of every route the path matches, once each', () => {
    expect(linksFor('/', '/acme/checkout/tests')).toEqual([
      { rel: 'modulepreload', href: '/assets/layout.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/tests.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/shared.js', crossOrigin: '' },
      { rel: 'preload', href: '/assets/tests.css', as: 'style', crossOrigin: '' },
    ]);
  });

  it('treats a trailing slash like none and leaves exact routes to their own path', () => {
    expect(linksFor('/', '/acme/checkout/tests/t-1/').map((link) => link.href)).toEqual(['/assets/layout.js', '/assets/test.js', '/assets/shared.js']);
  });

  it('strips the base path, and does nothing outside it', () => {
    expect(linksFor('/insights/', '/insights/acme/checkout').map((link) => link.href)).toEqual(['/insights/assets/layout.js']);
    expect(linksFor('/insights/', '/elsewhere/acme/checkout')).toEqual([]);
  });
});
