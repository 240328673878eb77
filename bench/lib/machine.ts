// The machine a run came from, printed above the table and kept in results.json.
import { cpus, loadavg, totalmem } from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  chromium: string;
  /** 1-minute load average when the run started: other work on the machine skews every figure. */
  loadAverage: number;
}

export function describeMachine(chromium: string): Machine {
  const processors = cpus();
  return {
    cpu: processors[0]?.model.trim() ?? 'unknown',
    cores: processors.length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    chromium,
    loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}

export function machineLine(machine: Machine): string {
  return `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, Chromium ${machine.chromium}, load ${machine.loadAverage} at start`;
}
