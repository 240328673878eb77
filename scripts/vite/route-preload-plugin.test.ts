import { describe, expect, it } from 'vitest';
import { matchesPath, preloadScript, routePatternOf, type RoutePreload } from './route-preload-plugin';

const matches = (file: string, path: string) => {
  const pattern = routePatternOf(file);
  return pattern !== null && matchesPath({ pattern: pattern.source, prefix: pattern.prefix }, path);
};

describe('routePatternOf', () => {
  it('turns parameters into one segment and keeps literals', () => {
    expect(routePatternOf('/$owner/$repo/tests/index.tsx')).toEqual({ source: '/[^/]+/[^/]+/tests', prefix: false });
    expect(routePatternOf('/$owner/$repo/route.tsx')).toEqual({ source: '/[^/]+/[^/]+', prefix: true });
  });

  it('matches indexes exactly and layouts and leaves as prefixes', () => {
    expect(matches('/$owner/$repo/tests/index.tsx', '/acme/checkout/tests')).toBe(true);
    expect(matches('/$owner/$repo/tests/index.tsx', '/acme/checkout/tests/abc')).toBe(false);
    expect(matches('/$owner/$repo/route.tsx', '/acme/checkout/tests/abc')).toBe(true);
    expect(matches('/$owner/$repo/route.tsx', '/acme')).toBe(false);
    expect(matches('/$owner/$repo/tests/$testId/failures/$failureId.tsx', '/acme/checkout/tests/t1/failures/f2')).toBe(true);
    expect(matches('/$owner/$repo/activity.tsx', '/acme/checkout/quarantines')).toBe(false);
  });

  it('maps the root files', () => {
    expect(matches('/__root.tsx', '/')).toBe(true);
    expect(matches('/__root.tsx', '/acme/checkout')).toBe(true);
    expect(matches('/index.tsx', '/')).toBe(true);
    expect(matches('/index.tsx', '/acme')).toBe(false);
  });

  it('skips private folders and escapes literal characters that mean something in a pattern', () => {
    expect(routePatternOf('/$owner/$repo/tests/$testId/-components/badge.tsx')).toBeNull();
    expect(matches('/v1+beta/index.tsx', '/v1+beta')).toBe(true);
    expect(matches('/v1+beta/index.tsx', '/v11beta')).toBe(false);
  });
});

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
});
