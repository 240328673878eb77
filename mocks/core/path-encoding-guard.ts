// Runs before every operation, for the two kinds of path segment MSW's router cannot match (it
// percent-decodes path parameters while matching, and throws, which would end in a 500):
// - bytes that are not UTF-8 (a lone surrogate such as `%ED%A0%80`, or `%FF`): a 422 `string_unicode`
//   naming the path parameter, as the real service's validator answers;
// - a `%` that starts no escape (`%`, `%ZZ`): a literal percent sign, as the real service reads it, so the
//   request goes on to its operation with that `%` escaped, and the operation judges the value.
// A RegExp path for the same reason: MSW decodes nothing while matching it.
import { getResponse, http, type HttpHandler } from 'msw';
import { authenticate, ALL_CREDENTIAL_KINDS } from './auth';
import { validationErrorResponse } from './http-responses';
import { matchRoute, segmentsAfterVersion } from './route-table';
import { unroutedResponse } from './fallback-handler';
import { decodeComponentStrictly } from './unicode-input';
import { issue } from './validation-issue';

function decodesForRouter(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** The pathname with every `%` that starts no escape written as `%25`. */
function escapeStrayPercents(pathname: string): string {
  return pathname.replace(/%(?![0-9a-fA-F]{2})/g, '%25');
}

/** `operations`: the handlers a request with a literal `%` is passed on to once escaped. */
export function pathEncodingGuard(operations: readonly HttpHandler[]): HttpHandler {
  return http.all(/\/v1\//, async ({ request }) => {
    const url = new URL(request.url);
    const segments = segmentsAfterVersion(url.pathname);
    if (segments === null || segments.every(decodesForRouter)) return undefined;
    const route = matchRoute(url.pathname);
    if (!route || !route.methods.includes(request.method)) return unroutedResponse(url.pathname, request.method);
    if (route.rawSegments.every((segment) => decodeComponentStrictly(segment) !== null)) {
      url.pathname = escapeStrayPercents(url.pathname);
      return (await getResponse([...operations], new Request(url, request))) ?? unroutedResponse(url.pathname, request.method);
    }
    // Credentials first, as in every operation's frame (the kind check stays with the operation).
    const auth = authenticate(request, ALL_CREDENTIAL_KINDS);
    if (!auth.ok) return auth.response;
    const issues = route.rawSegments.flatMap((segment, index) => {
      const name = route.parameterNames[index];
      return name && decodeComponentStrictly(segment) === null ? [issue.stringUnicode(['path', name])] : [];
    });
    return validationErrorResponse(issues);
  });
}
