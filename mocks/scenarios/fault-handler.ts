// The first handler when faults may be simulated: it reads the setting on every request, so a switch takes
// effect at once, and otherwise falls through to the real handlers.
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
