// The servers of a bench run, on its own ports (BENCH_PORT, default 5610, and the next ones): the mock API
// (`npm run mock-server`, its clock pinned) and a static server per build.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { DEMO_CREDENTIALS } from '../../mocks/fixtures';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const TOKEN = DEMO_CREDENTIALS.adminKey;

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export interface MockAnswer {
  url: string;
  body: unknown;
}

export interface MockServer extends RunningServer {
  /** Asks the mock directly, for what the app should show. */
  get(pathAndQuery: string): Promise<MockAnswer>;
}

export function benchPorts(base = Number(process.env.BENCH_PORT ?? 5610)) {
  return { mock: base, app: base + 1, floor: base + 2, bare: base + 3, demo: base + 4, lighthouse: base + 5 };
}

export async function startMockServer(port: number, now: string): Promise<MockServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/http-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), MOCK_NOW: now },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}/v1`;
  for (
    let tries = 0;
    !(await fetch(`${url}/ci/acme/repositories/checkout/search/tests`).then(
      () => true,
      () => false,
    ));
    tries += 1
  ) {
    if (child.exitCode !== null || tries > 600) throw new Error(`the mock server did not answer (${child.exitCode}):\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () => (child.exitCode === null && child.kill('SIGTERM') ? exited : Promise.resolve()),
    async get(pathAndQuery) {
      const asked = `${url}${pathAndQuery}`;
      const response = await fetch(asked, { headers: { Authorization: `Bearer ${TOKEN}` } });
      if (!response.ok) throw new Error(`${asked} answered ${response.status}`);
      return { url: asked, body: await response.json() };
    },
  };
}

/** Vite preview: its SPA fallback serves index.html for deep links. */
export async function startStaticServer(dir: string, port: number): Promise<RunningServer> {
  const server = await preview({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: { outDir: dir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
