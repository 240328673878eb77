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
    expect(linksFor('/', '/acme/checkout/tests/t-1/').map((link) => link.href)).toEqual([
      '/assets/layout.js',
      '/assets/test.js',
      '/assets/shared.js',
    ]);
  });

  it('strips the base path, and does nothing outside it', () => {
    expect(linksFor('/insights/', '/insights/acme/checkout').map((link) => link.href)).toEqual(['/insights/assets/layout.js']);
    expect(linksFor('/insights/', '/elsewhere/acme/checkout')).toEqual([]);
  });

  it('with a relative base and hash routing: finds the build from its own address and the page in the fragment', () => {
    const added: { href: string }[] = [];
    const document = {
      currentScript: { src: 'https://static.example/some/sub/path/assets/route-preload-x.js' },
      createElement: () => ({}) as Record<string, string>,
      head: { appendChild: (link: { href: string }) => added.push(link) },
    };
    const script = preloadScript('./', ROUTES, { hashRouting: true, ownFileName: 'assets/route-preload-x.js' });
    new Function('location', 'document', script)({ pathname: '/some/sub/path/', hash: '#/acme/checkout/tests?health=flaky' }, document);
    expect(added.map((link) => link.href)).toEqual([
      'https://static.example/some/sub/path/assets/layout.js',
      'https://static.example/some/sub/path/assets/tests.js',
      'https://static.example/some/sub/path/assets/shared.js',
      'https://static.example/some/sub/path/assets/tests.css',
    ]);
  });
});
