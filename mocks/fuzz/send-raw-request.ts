// Sends a fuzz request as bytes on the wire (node:http, not fetch: fetch refuses TRACE and TRACK and
// re-encodes what a careless client would send), timing it from the first byte out to the last in.
import { Agent, request as httpRequest } from 'node:http';
import type { FuzzRequest } from './fuzz-requests';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  bodyText: string;
  durationMs: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** The answer, or null when the connection ended without one (a reset is a finding too). */
export function sendRawRequest(baseUrl: string, fuzz: FuzzRequest): Promise<RawAnswer | null> {
  const base = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: RawAnswer | null) => {
      if (!settled) resolve(answer);
      settled = true;
    };
    const headers: Record<string, string> = { ...fuzz.headers };
    if (fuzz.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(fuzz.body));
    const outgoing = httpRequest(
      // Node's default limit on an answer's headers (16 KiB) stays in force: the service keeps them
      // within 8 KiB (compact page links, docs/decisions.md), and an answer over it is a finding.
      {
        host: base.hostname,
        port: base.port,
        method: fuzz.method,
        path: `${base.pathname}${fuzz.target}`,
        headers,
        agent,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const flat: Record<string, string> = {};
          for (const [name, value] of Object.entries(incoming.headers))
            if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
          finish({
            status: incoming.statusCode ?? 0,
            headers: flat,
            bodyText: Buffer.concat(chunks).toString('utf8'),
            durationMs: performance.now() - started,
          });
        });
        incoming.on('error', () => finish(null));
      },
    );
    // Writing a large body the server has already refused (413, connection closed) may fail after the
    // answer arrived: the answer is what counts.
    outgoing.on('error', () => setTimeout(() => finish(null), 50));
    outgoing.end(fuzz.body);
  });
}

export function closeRawConnections(): void {
  agent.destroy();
}
