// Starts `mocks/http-server.ts` (what `npm run mock-server` runs) as a child process on a free port
// with a pinned clock, and waits for its ready line. The suite then talks to it over HTTP only.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TSX_BINARY = fileURLToPath(new URL(`../../../node_modules/.bin/tsx${process.platform === 'win32' ? '.cmd' : ''}`, import.meta.url));
const READY_LINE = /Mock API listening on (http:\/\/\S+\/v1)/;

export interface MockServerProcess {
  /** Base URL of the API, ending in /v1. */
  baseUrl: string;
  stop(): Promise<void>;
}

export function startMockServerProcess(env: Record<string, string>, timeoutMs = 30_000): Promise<MockServerProcess> {
  // The local tsx binary rather than npx: one process less, and tsx relays SIGTERM to the server.
  const child = spawn(TSX_BINARY, ['mocks/http-server.ts'], {
    cwd: REPOSITORY_ROOT,
    // PORT=0: the OS picks a free port; the ready line names it.
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`mock server not ready after ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY_LINE.exec(output);
      if (!ready?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve({ baseUrl: ready[1], stop: () => stopChild(child) });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock server exited (code ${code}) before it was ready:\n${output}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
