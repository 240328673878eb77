// What FastAPI answers for paths it has no route for: 404 `{"detail": "Not Found"}`, or 405
// `{"detail": "Method Not Allowed"}` when the path exists under another method. Only under `/v1/`:
// everything else passes through (the app's own assets in the browser).
import { http, type HttpHandler } from 'msw';
import { errorResponse } from './http-responses';

const SEGMENT = '[^/]+';
const KNOWN_PATHS: { pattern: RegExp; methods: string[] }[] = [
  ['ci/S/repositories/S/search/tests', ['GET']],
  ['ci/S/repositories/S/tests/stats/S', ['GET']],
  ['ci/S/repositories/S/tests/S', ['GET']],
  ['ci/S/repositories/S/tests/S/stats/S', ['GET']],
  ['ci/S/repositories/S/tests/S/health-transitions', ['GET']],
  ['ci/S/repositories/S/tests/S/failures', ['GET']],
  ['ci/S/repositories/S/tests/S/failures/S', ['GET']],
  ['ci/S/repositories/S/tests/S/executions', ['GET']],
  ['ci/S/repositories/S/quarantines', ['GET', 'POST']],
  ['ci/S/repositories/S/quarantines/S', ['GET', 'DELETE']],
  ['repos/S/S/logs', ['GET']],
  ['repos/S/S/logs/aggregate', ['GET']],
].map(([path, methods]) => ({
  pattern: new RegExp(`/v1/${(path as string).replaceAll('S', SEGMENT)}/?$`),
  methods: methods as string[],
}));

export function fallbackHandler(): HttpHandler {
  return http.all('*/v1/*', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/v1/')) return undefined;
    const known = KNOWN_PATHS.find((entry) => entry.pattern.test(pathname));
    if (known && !known.methods.includes(request.method)) {
      const response = errorResponse(405, 'Method Not Allowed');
      response.headers.set('Allow', known.methods.join(', '));
      return response;
    }
    return errorResponse(404, 'Not Found');
  });
}
