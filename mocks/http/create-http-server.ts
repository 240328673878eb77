// Serves the mock's handlers over plain node:http (no framework): each request becomes a Fetch
// Request, MSW's getResponse() finds the answer, and the Response is written back. Permissive CORS,
// so a dashboard served from another port can call it (Authorization allowed, Link exposed).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type HttpHandler } from 'msw';

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Expose-Headers': 'Link',
  'Access-Control-Max-Age': '600',
};

export interface MockHttpServer {
  server: Server;
  /** Base URL of the API, e.g. http://127.0.0.1:4010/v1 */
  url: string;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

function toFetchRequest(request: IncomingMessage, body: Buffer, fallbackHost: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? fallbackHost}`);
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
}

async function writeResponse(response: Response, target: ServerResponse, method: string): Promise<void> {
  const headers: Record<string, string | string[]> = { ...CORS_HEADERS };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = method === 'HEAD' ? Buffer.alloc(0) : Buffer.from(await response.arrayBuffer());
  target.writeHead(response.status, headers);
  target.end(body);
}

function jsonError(target: ServerResponse, status: number, detail: string): void {
  target.writeHead(status, { ...CORS_HEADERS, 'Content-Type': 'application/json' });
  target.end(JSON.stringify({ detail }));
}

export function startHttpServer(
  handlers: readonly HttpHandler[],
  options: { port?: number; host?: string } = {},
): Promise<MockHttpServer> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS_HEADERS);
        response.end();
        return;
      }
      const address = server.address() as AddressInfo;
      const body = await readBody(request);
      const fetchRequest = toFetchRequest(request, body, `${host}:${address.port}`);
      const answer = await getResponse([...handlers], fetchRequest);
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
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
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
