import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { operationRoutes } from '@/api/generated/operations';
import { DEMO_CREDENTIALS } from './demo-credentials';
import { responder } from './route-table';
import { FIXTURE_NOW, FIXTURE_QUARANTINES, FIXTURE_TESTS } from '../fixtures';
import { createMockBackend } from '../mock-backend';

// A stopped clock: both answers to a request see the same moment.
const backend = createMockBackend({ clock: { now: () => Date.parse(FIXTURE_NOW) } });
const PARAMETERS: Record<string, string> = {
  owner: 'acme',
  repository: 'checkout',
  test_id: FIXTURE_TESTS.flaky.testId,
  failure_id: FIXTURE_TESTS.flaky.failureId,
  quarantine_id: FIXTURE_QUARANTINES.flakyAuto.id,
  stat: 'p95_duration',
};
const headers = { Authorization: `Bearer ${DEMO_CREDENTIALS.adminKey}`, 'Content-Type': 'application/json' };

// Every operation at its path, then what no operation takes: another method, an unknown path, undecodable segments.
const requests: [method: string, path: string][] = [
  ...Object.values(operationRoutes).map(({ method, path }): [string, string] => [
    method.toUpperCase(),
    path.replace(/\{(\w+)\}/g, (_, name: string) => PARAMETERS[name] ?? 'unknown'),
  ]),
  ['PUT', '/ci/acme/repositories/checkout/search/tests'],
  ['GET', '/ci/acme/repositories/checkout/nothing-here'],
  ['GET', '/ci/acme/repositories/checkout/tests/%FF'],
  ['GET', '/ci/acme/repositories/check%out/search/tests'],
];

async function answer(respond: (request: Request) => Promise<Response | undefined>, method: string, path: string) {
  const body = method === 'POST' ? JSON.stringify({ tests_names: [FIXTURE_TESTS.flaky.testName], branch: 'main' }) : undefined;
  const response = await respond(new Request(`http://localhost/v1${path}?per_page=3`, { method, headers, body }));
  return { status: response?.status, allow: response?.headers.get('allow'), body: await response?.text() };
}

describe('the responder', () => {
  // POSTs that create or release would change the store between the two answers: compared on reads only.
  it.each(requests.filter(([method]) => method !== 'DELETE' && method !== 'POST'))(
    'answers %s %s as MSW trying every handler does',
    async (method, path) => {
      const everyHandler = await answer((request) => getResponse(backend.handlers, request), method, path);
      expect(await answer(backend.respond, method, path)).toEqual(everyHandler);
    },
  );

  it("runs only the request's operation, the guard and the fallback", async () => {
    let runs = 0;
    const counted = backend.handlers.map((handler) => {
      const run = handler.run.bind(handler);
      return Object.assign(Object.create(handler) as typeof handler, { run: (...args: Parameters<typeof run>) => (runs++, run(...args)) });
    });
    await responder(counted)(new Request('http://localhost/v1/ci/acme/runners/stats/success_rate', { headers }));
    expect(runs).toBeLessThanOrEqual(3);
  });
});
