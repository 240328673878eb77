// The mock's own query timings: `npm run bench:mock` (mocks/bench/bench-mock.ts) run as a child, its
// reports read back as JSON. Run after the browser measurements, with the machine otherwise quiet.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ScaleReport } from '../../mocks/bench/bench-mock';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function measureMockTimings(outFile: string): Promise<ScaleReport[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/bench/bench-mock.ts', `--json=${outFile}`], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`bench:mock exited with ${code}:\n${errors}`);
  return JSON.parse(readFileSync(outFile, 'utf8')) as ScaleReport[];
}
