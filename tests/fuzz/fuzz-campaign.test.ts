// The seeded, smaller sibling of `npm run fuzz`: the same arbitraries against the same HTTP server. A
// finding fails the property, and fast-check shrinks it to a small request in the failure message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MOCK_SEED, FIXTURE_NOW } from '../../mocks/fixtures';
import { startHttpServer, type MockHttpServer } from '../../mocks/http/create-http-server';
import { createMockBackend } from '../../mocks/mock-backend';
import { FINDING_KINDS } from './fuzz-campaign';
import { runFuzzCampaign } from './fuzz-campaign';
import { closeRawConnections } from './fuzz-campaign';

let server: MockHttpServer;
beforeAll(async () => {
  server = await startHttpServer(createMockBackend({ now: FIXTURE_NOW, seed: DEFAULT_MOCK_SEED }).handlers, { port: 0 });
});
afterAll(async () => {
  closeRawConnections();
  await server.close();
});

describe('fuzzing the HTTP mock server (seeded)', () => {
  it(
    '2,000 requests over the contract’s operations: no 5xx, every 4xx with a detail naming the field, every 2xx valid',
    { timeout: 120_000 },
    async () => {
      const report = await runFuzzCampaign({ baseUrl: server.url, runs: 2000, seed: 20_250_602, stopOnFinding: true });
      expect(report.runs).toBe(2000);
      expect(report.counts).toEqual(Object.fromEntries(FINDING_KINDS.map((kind) => [kind, 0])));
      // It reached the operations as well as the validators and the size limits.
      for (const status of [200, 404, 422]) expect(report.statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(20);
      expect([201, 204, 405, 413, 414].filter((status) => (report.statuses.get(status) ?? 0) > 0)).toEqual([201, 204, 405, 413, 414]);
    },
  );
});
