// Requests fetch cannot send (TRACE and TRACK, bodies with lone-surrogate escapes as written, targets
// of any length), over plain node:http; the answer's status, headers and JSON body.
import { request as httpRequest } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const base = new URL(baseUrl);
  const headers = {
    ...options.headers,
    ...(options.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(options.body)) }),
  };
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: base.hostname, port: base.port, method, path: `${base.pathname}${path}`, headers, maxHeaderSize: 1 << 20 },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: text === '' ? undefined : (JSON.parse(text) as unknown),
          });
        });
      },
    );
    // The server drains a refused body before it answers and closes, so a reset here is a real failure.
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
