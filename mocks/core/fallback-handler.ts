// What FastAPI answers for paths it has no route for: 404 `{"detail": "Not Found"}`, or 405
// `{"detail": "Method Not Allowed"}` when the path exists under another method. Only under `/v1/`:
// everything else passes through (the app's own assets in the browser). A RegExp path, because MSW
// percent-decodes the wildcards of a string path and a segment that is not UTF-8 would throw there.
import { http, type HttpHandler } from 'msw';
import { errorResponse } from './http-responses';
import { matchRoute } from './route-table';

export function fallbackHandler(): HttpHandler {
  return http.all(/\/v1\//, ({ request }) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/v1/')) return undefined;
    return unroutedResponse(pathname, request.method);
  });
}

/** 405 with `Allow` for a known path under another method, else 404. */
export function unroutedResponse(pathname: string, method: string): Response {
  const route = matchRoute(pathname);
  if (route && !route.methods.includes(method)) {
    const response = errorResponse(405, 'Method Not Allowed');
    response.headers.set('Allow', route.methods.join(', '));
    return response;
  }
  return errorResponse(404, 'Not Found');
}
