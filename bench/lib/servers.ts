// The bench's servers, each over HTTP/2 with TLS and compression as a deployment serves: the mock API behind a
// front, and a static server per build with its hashed assets cacheable.
import { spawn } from 'node:child_process';
import { createSecureServer, type Http2ServerRequest } from 'node:http2';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { preview } from 'vite';
import { DEMO_CREDENTIALS } from '../../mocks/fixtures';
import type { Certificate } from './tls';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const TOKEN = DEMO_CREDENTIALS.adminKey;

export type RunningServer = { url: string; stop(): Promise<void> };
export type MockAnswer = { url: string; body: unknown };

export interface MockServer extends RunningServer {
  /** Asks the mock directly, for what the app should show. */
  get(pathAndQuery: string): Promise<MockAnswer>;
}

/** `BENCH_PORT` (default 5610) and the six ports after it; the mock itself listens on any free port behind its front. */
export function benchPorts(base = Number(process.env.BENCH_PORT ?? 5610)) {
  const names = ['mock', 'app', 'floor', 'bare', 'demo', 'lighthouse', 'largeFleet'] as const;
  return Object.fromEntries(names.map((name, index) => [name, base + index])) as Record<(typeof names)[number], number>;
}

/** Headers of one hop, or HTTP/2's own: not passed through the front. */
const HOP_HEADERS = /^(:|host$|connection$|keep-alive$|transfer-encoding$|content-length$)/;

async function forward(request: Http2ServerRequest, target: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = Object.entries(request.headers).filter(([name]) => !HOP_HEADERS.test(name)) as [string, string][];
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  return fetch(`${target}${request.url}`, { method: request.method, headers, body });
}

/** The mock's answers over HTTP/2 and TLS, gzipped when asked (as an API gateway does above 1 KiB). */
async function startFront(port: number, target: string, tls: Certificate) {
  const server = createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, (request, response) => {
    forward(request, target).then(
      async (answer) => {
        let body = Buffer.from(await answer.arrayBuffer());
        const headers: Record<string, string> = Object.fromEntries([...answer.headers].filter(([name]) => !HOP_HEADERS.test(name)));
        // The mock writes its `Link` URLs on the origin it was asked at: the client follows them only on the front's.
        if (headers.link) headers.link = headers.link.replaceAll(target, `https://127.0.0.1:${port}`);
        if (body.length > 1024 && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
          body = gzipSync(body);
          Object.assign(headers, { 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
        }
        response.writeHead(answer.status, headers).end(body);
      },
      () => response.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** `env`: the mock's own settings on top (e.g. `MOCK_RUNNERS`). */
export async function startMockServer(port: number, now: string, tls: Certificate, env: Record<string, string> = {}): Promise<MockServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/http-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: '0', MOCK_NOW: now },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // It says where it listens once its history is revealed up to now.
  const direct = await new Promise<string>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\S+)/.exec(output);
      if (listening) resolve(listening[1]!);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the mock server exited (${code}):\n${output}`)));
  });
  const stopFront = await startFront(port, new URL(direct).origin, tls);
  const url = `https://127.0.0.1:${port}/v1`;
  return {
    url,
    stop: async () => {
      await stopFront();
      if (child.exitCode === null && child.kill('SIGTERM')) await exited;
    },
    // Asked behind the front (Node does not trust the run's certificate); named by the URL the app asks.
    async get(pathAndQuery) {
      const response = await fetch(`${direct}${pathAndQuery}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}`);
      return { url: `${url}${pathAndQuery}`, body: await response.json() };
    },
  };
}

/** Vite preview (HTTP/2 once given TLS, gzip above 1 KiB, index.html for deep links); hashed assets kept a year. */
export async function startStaticServer(dir: string, port: number, tls: Certificate): Promise<RunningServer> {
  const server = await preview({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: { outDir: dir },
    preview: { port, strictPort: true, host: '127.0.0.1', https: { key: tls.key, cert: tls.cert } },
    plugins: [
      {
        name: 'bench:cache-hashed-assets',
        configurePreviewServer: ({ middlewares }) =>
          void middlewares.use((request, response, next) => {
            const hashed = request.url?.startsWith('/assets/') ?? false;
            response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
            next();
          }),
      },
    ],
  });
  return { url: `https://127.0.0.1:${port}`, stop: () => server.close() };
}
