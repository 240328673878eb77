// The first of the mock's operation handlers when faults may be simulated: it reads the current
// setting on every request, so switching a scenario (or back to none) takes effect at once, and
// otherwise falls through to the real handlers (a resolver returning nothing lets the next one answer).
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { jsonResponse } from '../core/http-responses';
import { operationIdOf } from '../core/route-table';
import { decideFault, type FaultSetting } from './fault-scenarios';

export function faultHandler(currentSetting: () => FaultSetting): HttpHandler {
  let sequence = 0;
  // A RegExp without groups: MSW percent-decodes nothing while matching it.
  return http.all(/.*/, async ({ request }) => {
    const decision = decideFault(currentSetting(), operationIdOf(request.method, new URL(request.url).pathname), sequence);
    if (decision.kind === 'answer') return undefined;
    sequence += 1;
    switch (decision.kind) {
      case 'delay':
        await delay(decision.ms);
        return undefined;
      case 'network-error':
        return HttpResponse.error();
      case 'error':
        return jsonResponse({ detail: decision.detail }, { status: decision.status, headers: decision.headers });
    }
  });
}
