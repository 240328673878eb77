import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@/api/generated/schema';
import { DEMO_CREDENTIALS } from '../core/demo-credentials';
import { FIXTURE_NOW } from '../fixtures';
import { createMockBackend } from '../mock-backend';
import { expectValidResponse } from '../../tests/contract/openapi-validator';
import { MAX_BODY_BYTES, MAX_TARGET_LENGTH } from '../core/request-limits';
import { MAX_HEADER_BYTES, startHttpServer, type MockHttpServer } from './create-http-server';

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
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/DELETE/);
  });

  it('takes request bodies, answers 201 and 204, and 404s unknown paths', async () => {
    const quarantines = `${server.url}/ci/acme/repositories/checkout/quarantines`;
    const created = await fetch(quarantines, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ test_name: 'x', reason: 'y' }),
    });
    const { id } = (await expectValidResponse('createQuarantine', created)) as { id: string };
    const removed = await fetch(`${quarantines}/${id}`, { method: 'DELETE', headers: auth });
    await expectValidResponse('deleteQuarantine', removed);
    expect(removed.status).toBe(204);
    const missing = await fetch(`${server.url.replace('/v1', '')}/elsewhere`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Not Found' });
  });
});

/** Sends raw bytes (any method, any size) and reads the whole answer: status line, headers, JSON body. */
function rawRequest(bytes: Buffer | string): Promise<{ status: number; headers: string; body: unknown }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while a large request is still being written: the answer is what counts.
    socket.on('error', (error: NodeJS.ErrnoException) => (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, headers: head, body: body === '' ? undefined : (JSON.parse(body) as unknown) });
    });
    socket.write(bytes);
  });
}

const request = (method: string, target: string, headers: string[] = [], body = '') =>
  [`${method} ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...headers, '', body].join('\r\n');

describe('the HTTP server on input no handler should see', () => {
  const quarantines = '/v1/ci/acme/repositories/checkout/quarantines';

  it.each(['TRACE', 'TRACK', 'CONNECT', 'BREW'])('answers %s with a JSON 405', async (method) => {
    const answer = await rawRequest(request(method, method === 'CONNECT' ? 'localhost:443' : quarantines));
    expect(answer.status).toBe(405);
    expect(answer.body).toEqual({ detail: 'Method Not Allowed' });
  });

  it('names the methods of a known path in Allow when it refuses TRACE', async () => {
    const answer = await rawRequest(request('TRACE', quarantines));
    expect(answer.headers).toMatch(/\r\nallow: GET, POST/i);
  });

  it('answers an over-long request target with a JSON 414, below and above the header limit', async () => {
    for (const length of [MAX_TARGET_LENGTH + 1, 100_000, MAX_HEADER_BYTES + 1_000]) {
      const answer = await rawRequest(request('GET', `/v1/ci/acme/repositories/checkout/search/tests?test_name=${'a'.repeat(length)}`));
      expect({ length, status: answer.status }).toEqual({ length, status: 414 });
      expect(answer.body).toEqual({ detail: `Request target is longer than ${MAX_TARGET_LENGTH} characters` });
    }
  });

  it('answers over-long headers with a JSON 431 and an unparsable request with a JSON 400', async () => {
    const big = await rawRequest(request('GET', quarantines, [`X-Padding: ${'a'.repeat(MAX_HEADER_BYTES + 1_000)}`]));
    expect(big.status).toBe(431);
    expect(big.body).toMatchObject({ detail: expect.any(String) });
    const broken = await rawRequest(request('GET', quarantines, ['Bad Header Name: x']));
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ detail: 'Bad Request' });
  });

  it('answers a body over the limit with a JSON 413, declared or streamed', async () => {
    const body = `{"test_name":"t","reason":"r","branch":"${'b'.repeat(MAX_BODY_BYTES)}"}`;
    const declared = await rawRequest(
      request(
        'POST',
        quarantines,
        [
          `Content-Length: ${Buffer.byteLength(body)}`,
          'Content-Type: application/json',
          `Authorization: Bearer ${DEMO_CREDENTIALS.adminKey}`,
        ],
        body,
      ),
    );
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ detail: `Request body is larger than ${MAX_BODY_BYTES} bytes` });
    const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
    const streamed = await rawRequest(
      request(
        'POST',
        quarantines,
        ['Transfer-Encoding: chunked', 'Content-Type: application/json'],
        `${chunk(body.slice(0, 600_000))}${chunk(body.slice(600_000))}0\r\n\r\n`,
      ),
    );
    expect(streamed.status).toBe(413);
  });
});
