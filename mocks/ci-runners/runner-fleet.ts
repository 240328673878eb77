// The owner's self-hosted CI runners: a job asks for a group and labels (its `runs-on`), and any online runner
// of that group carrying every label may take it. Fixed facts, not drawn: journeys name them (fixtures.ts).
import { compareText } from '../core/statistics';
import { hashString } from '../core/seeded-random';

export interface CiRunner {
  name: string;
  group: string;
  /** Sorted. */
  labels: readonly string[];
  os: 'linux' | 'macos' | 'windows';
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

/** The showcase's fleet, sorted by name. */
const SHOWCASE_FLEET: readonly CiRunner[] = [
  runner('gpu-a10-01', RUNNER_GROUPS.gpu, LINUX_GPU),
  runner(SHOWCASE_RUNNERS.offlineRunner, RUNNER_GROUPS.gpu, LINUX_GPU, false),
  runner('linux-arm64-01', RUNNER_GROUPS.arm, LINUX_ARM64),
  runner('linux-arm64-02', RUNNER_GROUPS.arm, LINUX_ARM64),
  runner('linux-arm64-03', RUNNER_GROUPS.arm, LINUX_ARM64),
  ...['01', '02', '03', '04', '05', '06', '07', '08', '09'].map((n) => runner(`linux-x64-${n}`, RUNNER_GROUPS.linux, LINUX_X64)),
];

/** `MOCK_RUNNERS` (Node) or `VITE_MOCK_RUNNERS` (the browser demo): the fleet's size, to measure a large one; unset: the showcase's. */
function fleetSize(): number {
  const setting = typeof process === 'undefined' ? import.meta.env.VITE_MOCK_RUNNERS : process.env.MOCK_RUNNERS;
  const size = Number(setting);
  return Number.isInteger(size) && size > SHOWCASE_FLEET.length ? size : SHOWCASE_FLEET.length;
}

/** Runners past the showcase's, in its three groups by a fixed hash (half x64, 3 in 10 arm64, the rest GPU), 1 in 20 offline. */
function moreRunners(count: number): CiRunner[] {
  const kinds = [
    { share: 0.5, prefix: 'linux-x64', group: RUNNER_GROUPS.linux, labels: LINUX_X64, next: 10 },
    { share: 0.8, prefix: 'linux-arm64', group: RUNNER_GROUPS.arm, labels: LINUX_ARM64, next: 4 },
    { share: 1, prefix: 'gpu-a10', group: RUNNER_GROUPS.gpu, labels: LINUX_GPU, next: 3 },
  ];
  return Array.from({ length: count }, (_, index) => {
    const draw = (hash: string) => hashString(`runner-${index}|${hash}`) / 0x1_0000_0000;
    const kind = kinds.find((candidate) => draw('group') < candidate.share)!;
    return runner(`${kind.prefix}-${String(kind.next++).padStart(3, '0')}`, kind.group, kind.labels, draw('online') >= 0.05);
  });
}

/** Sorted by name. */
export const CI_RUNNERS: readonly CiRunner[] =
  fleetSize() === SHOWCASE_FLEET.length
    ? SHOWCASE_FLEET
    : [...SHOWCASE_FLEET, ...moreRunners(fleetSize() - SHOWCASE_FLEET.length)].sort((a, b) => compareText(a.name, b.name));

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
