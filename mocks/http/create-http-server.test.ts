import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@/api/generated/schema';
import { DEMO_CREDENTIALS } from '../core/demo-credentials';
import { FIXTURE_NOW } from '../fixtures';
import { createMockBackend } from '../mock-backend';
import { expectValidResponse } from '../../tests/contract/openapi-validator';
import { startHttpServer, type MockHttpServer } from './create-http-server';

let server: MockHttpServer;
const auth = { Authorization: `Bearer ${DEMO_CREDENTIALS.adminKey}` };

beforeAll(async () => {
  server = await startHttpServer(createMockBackend({ now: FIXTURE_NOW }).handlers, { port: 0 });
});
afterAll(() => server.close());

describe('the HTTP server', () => {
  it('listens on 127.0.0.1 and serves /v1 with CORS, Link exposed', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const response = await fetch(`${server.url}/ci/acme/repositories/checkout/search/tests?per_page=5`, {
      headers: { ...auth, Origin: 'http://localhost:4173' },
    });
    const body = (await expectValidResponse('searchTests', response)) as components['schemas']['TestSearchResponse'];
    expect(body.size).toBe(5);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/Link/);
    const next = /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? '';
    expect(next.startsWith(server.url)).toBe(true);
    const followed = await fetch(next, { headers: auth });
    expect(followed.status).toBe(200);
  });

  it('answers CORS preflights allowing Authorization', async () => {
    const response = await fetch(`${server.url}/ci/acme/repositories/checkout/quarantines`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/DELETE/);
  });

  it('takes request bodies, answers 201 and 204, and 404s unknown paths', async () => {
    const quarantines = `${server.url}/ci/acme/repositories/checkout/quarantines`;
    const created = await fetch(quarantines, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ test_name: 'x', reason: 'y' }) });
    const { id } = (await expectValidResponse('createQuarantine', created)) as { id: string };
    const removed = await fetch(`${quarantines}/${id}`, { method: 'DELETE', headers: auth });
    await expectValidResponse('deleteQuarantine', removed);
    expect(removed.status).toBe(204);
    const missing = await fetch(`${server.url.replace('/v1', '')}/elsewhere`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Not Found' });
  });
});
