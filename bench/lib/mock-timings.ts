// The mock's own query timings: `npm run bench:mock` as a child (after the browser work), its JSON read back.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The part of bench:mock's report the table shows. */
export interface MockTimings {
  scale: number;
  measures: { name: string; p50: number; p95: number; target?: number }[];
}

export async function measureMockTimings(outFile: string): Promise<MockTimings[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/bench/bench-mock.ts', `--json=${outFile}`], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`bench:mock exited with ${code}:\n${errors}`);
  return JSON.parse(readFileSync(outFile, 'utf8')) as MockTimings[];
}
