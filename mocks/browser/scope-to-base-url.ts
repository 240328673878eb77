// The worker answers only its own base URL (`/v1` on the page's origin): a dashboard pointed elsewhere gets
// what production would, never mock data.
import { http, passthrough, type HttpHandler } from 'msw';

/** True when `url` is the base URL or below it (same origin, path under the base path). */
export function isUnderBaseUrl(url: string, baseUrl: string): boolean {
  const target = new URL(url);
  const base = new URL(baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  return target.origin === base.origin && (target.pathname === basePath || target.pathname.startsWith(`${basePath}/`));
}

/** A first handler that lets every request outside `baseUrl` through to the network untouched. */
export function onlyUnderBaseUrl(baseUrl: string): HttpHandler {
  // A RegExp without groups: MSW percent-decodes nothing while matching it.
  return http.all(/.*/, ({ request }) => (isUnderBaseUrl(request.url, baseUrl) ? undefined : passthrough()));
}
