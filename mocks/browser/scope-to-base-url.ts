// In the browser the worker sees every request of the page. The mock answers only its own base URL
// (`/v1` on the page's origin): a dashboard whose Settings point elsewhere reaches that elsewhere and
// gets the same error it would get in production, never mock data. The handlers keep their `*/v1/…`
// patterns, so the Node servers (which serve any host) are unaffected.
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
