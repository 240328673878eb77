import type { HealthStatus } from '@/api/types';

/*
 * "Is it my change?": the rules that turn what the API knows about a test on the default branch into an
 * answer for one change (a pull request, a commit, or nothing more than "the change I am working on").
 * Pure and without React: the page renders the result, tests pin every branch of it.
 *
 * The evidence is the default branch's: health now and its transitions (each unhealthy episode names the
 * pull request whose merge brought its first failing run), the first failure (time, commit, pull
 * request) and the quarantines. A change is "yours" when an episode or the first failure names it.
 */

/** What the reader asks about. */
export type ChangeSubject =
  | { kind: 'pull'; number: number }
  | { kind: 'commit'; sha: string }
  /** Test names only: "the change I am working on", which the default branch has not seen. */
  | { kind: 'none' };

export type PullRef = { number: number; title?: string };

export type VerdictTransition = { at: string; health_status: HealthStatus; pull_request: PullRef | null };

export type VerdictEvidence = {
  health: HealthStatus;
  /** Oldest first, as the API gives them. */
  transitions: readonly VerdictTransition[];
  firstFailure: { at: string | null; commit: string | null; pull: PullRef | null };
  lastFailureAt: string | null;
};

export type VerdictKind = 'yours' | 'not-yours' | 'likely-yours' | 'unclear' | 'not-found';

export type Verdict =
  /** The subject opened the current unhealthy episode. */
  | { kind: 'yours'; reason: 'opened-current-episode'; health: Exclude<HealthStatus, 'healthy'>; since: string; pull: PullRef | null }
  /** The subject brought the test's first failure (and no later episode is someone else's). */
  | { kind: 'yours'; reason: 'first-failure'; at: string; pull: PullRef | null; commit: string | null }
  /** The subject opened an earlier episode; the test has recovered since. */
  | { kind: 'yours'; reason: 'opened-past-episode'; since: string; recoveredAt: string | null; pull: PullRef | null }
  /** Unhealthy on the default branch because of another change (or since before the window). */
  | { kind: 'not-yours'; health: Exclude<HealthStatus, 'healthy'>; since: string | null; pull: PullRef | null }
  /** Healthy now but failed on the default branch before: worth a look at its history first. */
  | { kind: 'unclear'; lastFailureAt: string }
  /** Healthy and never failed on the default branch: the failure is most likely the change's. */
  | { kind: 'likely-yours' }
  /** The default branch does not know the test. */
  | { kind: 'not-found' };

const isUnhealthy = (health: HealthStatus): health is Exclude<HealthStatus, 'healthy'> => health !== 'healthy';

/** Does a commit sha (full or abbreviated, at least 7 characters) name the same commit? */
export function sameCommit(sha: string | null, asked: string): boolean {
  if (sha === null || asked.length < 7) return false;
  return sha.toLowerCase().startsWith(asked.toLowerCase());
}

function namesSubject(pull: PullRef | null, subject: ChangeSubject): boolean {
  return subject.kind === 'pull' && pull !== null && pull.number === subject.number;
}

/** The transition that opened the current episode: the latest one, when the test is unhealthy now. */
function currentEpisode(evidence: VerdictEvidence): VerdictTransition | null {
  const last = evidence.transitions.at(-1);
  return last !== undefined && last.health_status === evidence.health && isUnhealthy(last.health_status) ? last : null;
}

function firstFailureIsSubjects(evidence: VerdictEvidence, subject: ChangeSubject): boolean {
  const { firstFailure } = evidence;
  if (firstFailure.at === null) return false;
  if (subject.kind === 'pull') return namesSubject(firstFailure.pull, subject);
  if (subject.kind === 'commit') return sameCommit(firstFailure.commit, subject.sha);
  return false;
}

/** The verdict for one test; `evidence` null when the default branch does not know it. */
export function changeVerdict(evidence: VerdictEvidence | null, subject: ChangeSubject): Verdict {
  if (evidence === null) return { kind: 'not-found' };
  const episode = currentEpisode(evidence);
  const { health } = evidence;

  if (episode !== null && isUnhealthy(episode.health_status)) {
    // A pull request the episode names, or (when the window does not reach its start) the first failure.
    const opened = episode.pull_request !== null ? namesSubject(episode.pull_request, subject) : firstFailureIsSubjects(evidence, subject);
    // A commit cannot be matched against a transition (they name pull requests); the first failure
    // tells, when it opened this episode (it is at or after the episode's bucket start, within a day).
    const commitOpened =
      subject.kind === 'commit' &&
      evidence.firstFailure.at !== null &&
      Date.parse(evidence.firstFailure.at) >= Date.parse(episode.at) - DAY_MS &&
      sameCommit(evidence.firstFailure.commit, subject.sha);
    if (opened || commitOpened) {
      return { kind: 'yours', reason: 'opened-current-episode', health: episode.health_status, since: episode.at, pull: episode.pull_request ?? evidence.firstFailure.pull };
    }
    return { kind: 'not-yours', health: episode.health_status, since: episode.at, pull: episode.pull_request };
  }

  if (isUnhealthy(health)) {
    // Unhealthy with no transition to date it (a window without a change): the first failure dates it.
    if (firstFailureIsSubjects(evidence, subject)) {
      return { kind: 'yours', reason: 'first-failure', at: evidence.firstFailure.at as string, pull: evidence.firstFailure.pull, commit: evidence.firstFailure.commit };
    }
    return { kind: 'not-yours', health, since: evidence.firstFailure.at, pull: evidence.firstFailure.pull };
  }

  // Healthy now. Did the subject break it once?
  const transitions = evidence.transitions;
  const pastIndex = transitions.findIndex((transition) => isUnhealthy(transition.health_status) && namesSubject(transition.pull_request, subject));
  if (pastIndex >= 0) {
    const past = transitions[pastIndex] as VerdictTransition;
    const recovery = transitions.slice(pastIndex + 1).find((transition) => transition.health_status === 'healthy');
    return { kind: 'yours', reason: 'opened-past-episode', since: past.at, recoveredAt: recovery?.at ?? null, pull: past.pull_request };
  }
  if (firstFailureIsSubjects(evidence, subject)) {
    return { kind: 'yours', reason: 'first-failure', at: evidence.firstFailure.at as string, pull: evidence.firstFailure.pull, commit: evidence.firstFailure.commit };
  }
  if (evidence.lastFailureAt !== null) return { kind: 'unclear', lastFailureAt: evidence.lastFailureAt };
  return { kind: 'likely-yours' };
}

const DAY_MS = 86_400_000;

export const VERDICT_LABELS: Record<VerdictKind, string> = {
  yours: 'Yours',
  'not-yours': 'Not yours',
  'likely-yours': 'Likely yours',
  unclear: 'Unclear',
  'not-found': 'Not found',
};

/** Mantine palette names: "yours" is the one to act on. */
export const VERDICT_COLORS: Record<VerdictKind, string> = {
  yours: 'red',
  'not-yours': 'teal',
  'likely-yours': 'orange',
  unclear: 'yellow',
  'not-found': 'gray',
};

const HEALTH_WORDS = { flaky: 'flaky', broken: 'broken' } as const;

/** "#1287", or "" when there is no pull request. */
const pullLabel = (pull: PullRef | null) => (pull === null ? '' : `#${pull.number}`);

/**
 * The verdict in words, e.g. "Broken on main by #1287, not by you". `formatDay` words a time ("Nov 3");
 * the caller chooses it (local time on screen, a fixed one in tests).
 */
export function describeVerdict(verdict: Verdict, branch: string, formatDay: (iso: string) => string): string {
  switch (verdict.kind) {
    case 'not-found':
      return `Not seen on ${branch}: a new test, or a name that does not match the one CI reports`;
    case 'likely-yours':
      return `Healthy on ${branch} and never failed there: the failure is most likely your change's`;
    case 'unclear':
      return `Healthy on ${branch} now, but it failed there before (last on ${formatDay(verdict.lastFailureAt)}): check its history before blaming your change`;
    case 'not-yours': {
      const word = HEALTH_WORDS[verdict.health];
      if (verdict.health === 'broken' && verdict.pull !== null) return `Broken on ${branch} by ${pullLabel(verdict.pull)}, not by you`;
      const since = verdict.since === null ? '' : ` since ${formatDay(verdict.since)}`;
      const by = verdict.pull === null ? '' : ` (${pullLabel(verdict.pull)})`;
      return `Already ${word} on ${branch}${since}${by}: not yours`;
    }
    case 'yours':
      switch (verdict.reason) {
        case 'opened-current-episode': {
          const by = verdict.pull === null ? 'your change' : `your ${pullLabel(verdict.pull)}`;
          return `Yours: ${HEALTH_WORDS[verdict.health]} on ${branch} since ${formatDay(verdict.since)}, when ${by} was merged`;
        }
        case 'first-failure':
          return `New: its first failure is yours (${formatDay(verdict.at)})`;
        case 'opened-past-episode': {
          const recovered = verdict.recoveredAt === null ? '' : `; healthy again since ${formatDay(verdict.recoveredAt)}`;
          return `Yours: it broke on ${branch} with ${pullLabel(verdict.pull) || 'your change'} on ${formatDay(verdict.since)}${recovered}`;
        }
      }
  }
}

export type QuarantineScope = { branch: string | null };

/**
 * Whether the test's failures block a merge into `branch` (null: the branch is not known, e.g. for
 * pasted names): quarantined on every branch, on that branch, or only elsewhere.
 */
export function describeQuarantine(quarantines: readonly QuarantineScope[], branch: string | null): string {
  if (quarantines.length === 0) return 'Not quarantined: its failures block merges';
  if (quarantines.some((quarantine) => quarantine.branch === null)) return 'Quarantined on every branch: its failures do not block merges';
  const branches = [...new Set(quarantines.map((quarantine) => quarantine.branch as string))].sort();
  if (branch !== null && branches.includes(branch)) return `Quarantined on ${branch}: its failures do not block merges there`;
  const list = branches.join(', ');
  return branch === null ? `Quarantined on ${list} only` : `Quarantined on ${list} only, not on ${branch}: its failures block merges into ${branch}`;
}
