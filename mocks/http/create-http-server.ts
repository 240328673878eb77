// The mock's handlers over plain node:http (each request a Fetch Request for MSW's getResponse()), with
// permissive CORS; whatever a client sends, even what Node's parser refuses, the answer is JSON with a `detail`.
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { HttpHandler } from 'msw';
import { matchRoute, responder } from '../core/route-table';
import { MAX_BODY_BYTES, MAX_TARGET_LENGTH, TOO_LARGE_DETAIL, TOO_LONG_DETAIL } from '../core/request-limits';

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Expose-Headers': 'Link',
  'Access-Control-Max-Age': '600',
};

/** Node's limit on the request line and headers: well above MAX_TARGET_LENGTH, so an over-long URL gets its JSON 414. */
export const MAX_HEADER_BYTES = 256 * 1024;

export interface MockHttpServer {
  /** Base URL of the API, e.g. http://127.0.0.1:4010/v1 */
  url: string;
  close(): Promise<void>;
}

/** The request body, or null once it passes MAX_BODY_BYTES (the rest is then read and dropped, not kept). */
function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else {
        chunks.length = 0;
        resolve(null);
      }
    });
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
  });
}

function requestUrl(request: IncomingMessage, fallbackHost: string): URL {
  const target = request.url ?? '/';
  try {
    return new URL(target, `http://${request.headers.host ?? fallbackHost}`);
  } catch {
    // A Host header no URL can hold: answer as the server itself.
    return new URL(target, `http://${fallbackHost}`);
  }
}

/** The Fetch Request, or null when Fetch cannot carry the method (TRACE, TRACK, CONNECT…). */
function toFetchRequest(request: IncomingMessage, url: URL, body: Buffer): Request | null {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  // HEAD is a GET whose body is not sent (writeResponse drops it), as Starlette routes it.
  const method = request.method === 'HEAD' ? 'GET' : (request.method ?? 'GET');
  const hasBody = method !== 'GET' && body.length > 0;
  try {
    return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
  } catch {
    return null;
  }
}

async function writeResponse(response: Response, target: ServerResponse, method: string): Promise<void> {
  const headers = { ...CORS_HEADERS, ...Object.fromEntries(response.headers) };
  const body = method === 'HEAD' ? Buffer.alloc(0) : Buffer.from(await response.arrayBuffer());
  target.writeHead(response.status, headers).end(body);
}

function errorAnswer(detail: string, extra: Record<string, string>) {
  const body = JSON.stringify({ detail });
  const length = String(Buffer.byteLength(body));
  return { body, headers: { ...CORS_HEADERS, 'Content-Type': 'application/json', 'Content-Length': length, ...extra } };
}

function jsonError(target: ServerResponse, status: number, detail: string, extra: Record<string, string> = {}): void {
  const { body, headers } = errorAnswer(detail, extra);
  target.writeHead(status, headers).end(body);
}

/** How long an over-limit upload is read and dropped before the answer goes out regardless. */
const LINGER_MS = 5_000;

/**
 * A JSON error sent once the body has been read and dropped (or after LINGER_MS), then the connection closed:
 * closing on unread upload makes the kernel reset it, and the client never sees the 413 (nginx's "lingering close").
 */
function refuseOnceDrained(request: IncomingMessage, response: ServerResponse, status: number, detail: string): void {
  const answer = (): void => {
    clearTimeout(timer);
    if (!response.headersSent) jsonError(response, status, detail, { Connection: 'close' });
  };
  const timer = setTimeout(answer, LINGER_MS);
  if (request.readableEnded) answer();
  else request.once('end', answer).resume();
}

/** A JSON error written straight to a socket, for requests Node's parser refused (no ServerResponse). */
export function rawJsonError(socket: Duplex, status: number, detail: string): void {
  const { body, headers } = errorAnswer(detail, { Connection: 'close' });
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${head.join('')}\r\n${body}`);
}

/** Whether each connection's request line is unfinished: it alone tells an over-long target from over-long headers. */
const requestLineOpen = new WeakMap<Duplex, boolean>();

function watchRequestLines(socket: Duplex): void {
  requestLineOpen.set(socket, true);
  socket.on('data', (chunk: Buffer) => {
    if (requestLineOpen.get(socket) === true && chunk.includes('\r\n')) requestLineOpen.set(socket, false);
  });
}

/** What to answer for a request Node's HTTP parser refused. */
export function clientErrorAnswer(error: { code?: string }, requestLineUnfinished: boolean): [status: number, detail: string] {
  switch (error.code) {
    case 'HPE_INVALID_METHOD':
      return [405, 'Method Not Allowed'];
    case 'HPE_HEADER_OVERFLOW':
      return requestLineUnfinished ? [414, TOO_LONG_DETAIL] : [431, 'Request header fields are too large'];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'Request Timeout'];
    default:
      return [400, 'Bad Request'];
  }
}

export function startHttpServer(handlers: readonly HttpHandler[], options: { port?: number; host?: string } = {}): Promise<MockHttpServer> {
  const host = options.host ?? '127.0.0.1';
  const respond = responder(handlers);
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (request, response) => {
    void (async () => {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS_HEADERS);
        response.end();
        return;
      }
      const address = server.address() as AddressInfo;
      const url = requestUrl(request, `${host}:${address.port}`);
      // Answered before the body is read; the connection closes, so the unread body goes nowhere.
      if ((request.url ?? '').length > MAX_TARGET_LENGTH) {
        jsonError(response, 414, TOO_LONG_DETAIL, { Connection: 'close' });
        return;
      }
      const body = Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES ? null : await readBody(request);
      if (!body) {
        refuseOnceDrained(request, response, 413, TOO_LARGE_DETAIL);
        return;
      }
      const fetchRequest = toFetchRequest(request, url, body);
      if (!fetchRequest) {
        // A method Fetch cannot carry; `Allow` names the path's methods when it is an operation's.
        const route = matchRoute(url.pathname);
        jsonError(response, 405, 'Method Not Allowed', route ? { Allow: route.methods.join(', ') } : {});
        return;
      }
      const answer = await respond(fetchRequest);
      if (!answer) {
        jsonError(response, 404, 'Not Found');
        return;
      }
      await writeResponse(answer, response, request.method ?? 'GET');
    })().catch((error: unknown) => {
      // A bug, never bad input (inputs are validated into 4xx): report it as FastAPI would.
      console.error(error);
      if (!response.headersSent) jsonError(response, 500, 'Internal Server Error');
      else response.end();
    });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, detail] = clientErrorAnswer(error, requestLineOpen.get(socket) !== false);
    rawJsonError(socket, status, detail);
  });
  server.on('connection', watchRequestLines);
  // The next request on a kept-alive connection starts with a new request line.
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    response.once('finish', () => requestLineOpen.set(request.socket, true));
  });
  // CONNECT is a tunnel request, never an operation: without this listener Node drops the connection.
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => rawJsonError(socket, 405, 'Method Not Allowed'));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${port}/v1`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}
