// The owner's self-hosted CI runners: a job asks for a group and labels (its `runs-on`), and any online runner
// of that group carrying every label may take it. Fixed facts, not drawn: journeys name them (fixtures.ts).

export type RunnerOs = 'linux' | 'macos' | 'windows';

export interface CiRunner {
  name: string;
  group: string;
  /** Sorted. */
  labels: readonly string[];
  os: RunnerOs;
  online: boolean;
}

const LINUX_X64 = ['linux', 'self-hosted', 'x64'] as const;
const LINUX_ARM64 = ['arm64', 'linux', 'self-hosted'] as const;
const LINUX_GPU = ['gpu', 'linux', 'self-hosted', 'x64'] as const;

export const RUNNER_GROUPS = { linux: 'linux-x64', arm: 'linux-arm64', gpu: 'gpu' } as const;

/** The showcase: an x64 runner whose disk is failing, and a GPU group with one of its two runners offline. */
export const SHOWCASE_RUNNERS = {
  degradedRunner: 'linux-x64-04',
  waitingLabel: 'gpu',
  offlineRunner: 'gpu-a10-02',
} as const;

function runner(name: string, group: string, labels: readonly string[], online = true): CiRunner {
  return { name, group, labels: [...labels].sort(), os: 'linux', online };
}

/** Sorted by name. */
export const CI_RUNNERS: readonly CiRunner[] = [
  runner('gpu-a10-01', RUNNER_GROUPS.gpu, LINUX_GPU),
  runner(SHOWCASE_RUNNERS.offlineRunner, RUNNER_GROUPS.gpu, LINUX_GPU, false),
  runner('linux-arm64-01', RUNNER_GROUPS.arm, LINUX_ARM64),
  runner('linux-arm64-02', RUNNER_GROUPS.arm, LINUX_ARM64),
  runner('linux-arm64-03', RUNNER_GROUPS.arm, LINUX_ARM64),
  ...['01', '02', '03', '04', '05', '06', '07', '08', '09'].map((n) => runner(`linux-x64-${n}`, RUNNER_GROUPS.linux, LINUX_X64)),
];

export interface RunnerRequest {
  group: string;
  /** Sorted; what the job's `runs-on` asks for (the job queue's `labels` filter). */
  labels: readonly string[];
}

export const X64_REQUEST: RunnerRequest = { group: RUNNER_GROUPS.linux, labels: [...LINUX_X64] };
export const ARM64_REQUEST: RunnerRequest = { group: RUNNER_GROUPS.arm, labels: [...LINUX_ARM64] };
export const GPU_REQUEST: RunnerRequest = { group: RUNNER_GROUPS.gpu, labels: [...LINUX_GPU] };

/** The checkout service's test jobs run on x64, except its release smoke tests (arm64, like the small repositories). */
export function requestOfTestJob(repository: string, pipeline: string): RunnerRequest {
  if (repository !== 'acme/checkout') return ARM64_REQUEST;
  return pipeline === 'release' ? ARM64_REQUEST : X64_REQUEST;
}

/** The online runners that can take a request, in fleet order. */
export function runnersFor(request: RunnerRequest): CiRunner[] {
  return CI_RUNNERS.filter(
    (candidate) =>
      candidate.online && candidate.group === request.group && request.labels.every((label) => candidate.labels.includes(label)),
  );
}

/** Every label some runner carries, sorted, each once. */
export function labelsInUse(runners: readonly CiRunner[] = CI_RUNNERS): string[] {
  return [...new Set(runners.flatMap((candidate) => candidate.labels))].sort();
}
