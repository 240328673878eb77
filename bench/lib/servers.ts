// The servers a bench run needs, on its own ports (BENCH_PORT, default 5610, and the next four):
// the mock API (`npm run mock-server` with MOCK_NOW pinned) and a static server per build.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export function benchPorts(base = Number(process.env.BENCH_PORT ?? 5610)) {
  return { mock: base, app: base + 1, floor: base + 2, bare: base + 3, demo: base + 4 };
}

/** `npm run mock-server` on `port`, its clock starting at `now`; resolves once it answers. */
export async function startMockServer(port: number, now: string): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/http-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), MOCK_NOW: now },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}/v1`;
  await waitUntilAnswering(`${url}/ci/acme/repositories/checkout/search/tests`, child, () => output);
  return { url, stop: () => stopChild(child) };
}

/** A static server (Vite preview: the SPA fallback serves index.html for deep links) for `dir`. */
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

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the mock server exited (${child.exitCode}):\n${output()}`);
    // Any HTTP answer (401 without a token) means it is up.
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the mock server did not answer within 2 minutes:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
