import { describe, expect, it } from 'vitest';
import { routePatternOf } from './route-patterns';

const matches = (file: string, path: string) => {
  const pattern = routePatternOf(file);
  if (!pattern) return false;
  return new RegExp(`^${pattern.source}${pattern.prefix ? '(?:/.*)?$' : '$'}`).test(path);
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

  it('skips private folders and drops pathless and group segments', () => {
    expect(routePatternOf('/$owner/$repo/tests/$testId/-components/badge.tsx')).toBeNull();
    expect(routePatternOf('/_layout/(admin)/settings.tsx')).toEqual({ source: '/settings', prefix: true });
    expect(routePatternOf('/posts.$postId.edit.tsx')).toEqual({ source: '/posts/[^/]+/edit', prefix: true });
    expect(routePatternOf('/files/$.tsx')).toEqual({ source: '/files/.*', prefix: true });
  });

  it('escapes literal characters that mean something in a pattern', () => {
    expect(matches('/v1+beta/index.tsx', '/v1+beta')).toBe(true);
    expect(matches('/v1+beta/index.tsx', '/v11beta')).toBe(false);
  });
});
