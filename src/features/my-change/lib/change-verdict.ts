import type { HealthStatus, HealthTransition, HealthTransitionsResponse, TestDetails } from '@/api/types';
import type { Windowed } from '@/domain/periods/time-window';
import {
  episodeFirstFailure,
  isAtRetentionEdge,
  retainedFrom,
  RETAINED_DAYS,
  transitionInterval,
  type FailureGroupSpan,
  type KnownFailure,
} from '@/domain/tests/episode-times';
import { isHealthStatus } from '@/domain/tests/health';
import { DAY_MS } from '@/lib/time-constants';

// A change is "yours" when an episode or the first failure names it; words date by runs and merges, else by bucket.

export type ChangeSubject =
  | { kind: 'pull'; number: number }
  | { kind: 'commit'; sha: string }
  /** Test names only: "the change I am working on", which the default branch has not seen. */
  | { kind: 'none' };

export type PullRef = { number: number; title?: string };

type VerdictTransition = Pick<HealthTransition, 'at' | 'health_status' | 'exception_type'> & {
  pull_request: PullRef | null;
  /** Set when the episode it opens was under way when the kept history began (its start is unknown). */
  keptFrom?: string | null;
};

export type VerdictEvidence = {
  health: HealthStatus;
  /** Oldest first, as the API gives them. */
  transitions: readonly VerdictTransition[];
  /** `keptFrom`: set when the first failure is only the first one kept (where the kept history starts). */
  firstFailure: { at: string | null; commit: string | null; pull: PullRef | null; keptFrom?: string | null };
  lastFailureAt: string | null;
};

/** The details and the retained transitions as the verdict reads them; a first failure only kept names no pull request. */
export function toVerdictEvidence(
  details: TestDetails,
  { window, data: { transitions, first_activity_at } }: Windowed<HealthTransitionsResponse>,
  now: number = Date.now(),
): VerdictEvidence {
  const atEdge = isAtRetentionEdge(details.first_failure_at, { window, first_activity_at, transitions }, now);
  const keptFrom = atEdge ? new Date(retainedFrom(now)).toISOString() : null;
  const second = transitions[1];
  const firstFailureAt = details.first_failure_at === null ? null : Date.parse(details.first_failure_at);
  return {
    // A health value newer than this dashboard is read as healthy (the verdict then says "unclear" or "likely yours").
    health: isHealthStatus(details.health_status) ? details.health_status : 'healthy',
    transitions: transitions.map((transition, index) => {
      // The first point opens the episode holding the kept history's first failure: under way before it.
      const beforeKept =
        keptFrom !== null &&
        index === 0 &&
        transition.health_status !== 'healthy' &&
        (second === undefined || (firstFailureAt !== null && firstFailureAt < Date.parse(second.at)));
      return {
        at: transition.at,
        health_status: transition.health_status,
        pull_request: beforeKept ? null : (transition.pull_request ?? null),
        exception_type: transition.exception_type ?? null,
        keptFrom: beforeKept ? keptFrom : null,
      };
    }),
    firstFailure: { at: details.first_failure_at, commit: details.first_failure_commit, pull: details.first_failure_pull, keptFrom },
    lastFailureAt: details.last_failure_at,
  };
}

/** The episode a verdict rests on: its transition (stamped at a bucket's end) and the previous one's time, which date it. */
type Episode = VerdictTransition & { previousAt: string | null };
type Unhealthy = Exclude<HealthStatus, 'healthy'>;

export type Verdict =
  | { kind: 'yours'; reason: 'opened-current-episode'; health: Unhealthy; pull: PullRef | null; episode: Episode }
  /** The subject brought the test's first failure (and no later episode is someone else's). */
  | { kind: 'yours'; reason: 'first-failure'; at: string; pull: PullRef | null }
  | { kind: 'yours'; reason: 'opened-past-episode'; recoveredAt: string | null; pull: PullRef | null; episode: Episode }
  /** Unhealthy by another change; `episode` dates it, else `since` (the first failure, or `keptFrom`). */
  | { kind: 'not-yours'; health: Unhealthy; since: string | null; pull: PullRef | null; episode: Episode | null; keptFrom?: string | null }
  /** Healthy now but failed on the default branch before: worth a look at its history first. */
  | { kind: 'unclear'; lastFailureAt: string }
  /** Healthy and never failed on the default branch: the failure is most likely the change's. */
  | { kind: 'likely-yours' }
  | { kind: 'not-found' };

export type VerdictKind = Verdict['kind'];

const isUnhealthy = (health: HealthStatus): health is Unhealthy => health !== 'healthy';

export function sameCommit(sha: string | null, asked: string): boolean {
  if (sha === null || asked.length < 7) return false;
  return sha.toLowerCase().startsWith(asked.toLowerCase());
}

function namesSubject(pull: PullRef | null, subject: ChangeSubject): boolean {
  return subject.kind === 'pull' && pull !== null && pull.number === subject.number;
}

function currentEpisode({ transitions, health }: VerdictEvidence): Episode | null {
  const last = transitions.at(-1);
  return last !== undefined && last.health_status === health && isUnhealthy(health) ? episodeAt(transitions, transitions.length - 1) : null;
}

function firstFailureIsSubjects(evidence: VerdictEvidence, subject: ChangeSubject): boolean {
  const { firstFailure } = evidence;
  // Only the first failure kept: whoever's commit it ran on did not start it.
  if (firstFailure.at === null || firstFailure.keptFrom) return false;
  if (subject.kind === 'pull') return namesSubject(firstFailure.pull, subject);
  if (subject.kind === 'commit') return sameCommit(firstFailure.commit, subject.sha);
  return false;
}

function firstFailureVerdict({ firstFailure }: VerdictEvidence): Verdict {
  return { kind: 'yours', reason: 'first-failure', at: firstFailure.at as string, pull: firstFailure.pull };
}

/** The verdict for one test; `evidence` null when the default branch does not know it. */
export function changeVerdict(evidence: VerdictEvidence | null, subject: ChangeSubject): Verdict {
  if (evidence === null) return { kind: 'not-found' };
  const episode = currentEpisode(evidence);
  const { health } = evidence;

  if (episode !== null && isUnhealthy(episode.health_status)) {
    // A pull request the episode names, or (when the window does not reach its start) the first failure.
    const opened = episode.pull_request !== null ? namesSubject(episode.pull_request, subject) : firstFailureIsSubjects(evidence, subject);
    // Transitions name pull requests, not commits: a commit opened the episode if its first failure is within its bucket.
    const commitOpened =
      subject.kind === 'commit' &&
      !episode.keptFrom &&
      evidence.firstFailure.at !== null &&
      Date.parse(evidence.firstFailure.at) >= Date.parse(episode.at) - DAY_MS &&
      sameCommit(evidence.firstFailure.commit, subject.sha);
    if (opened || commitOpened) {
      return {
        kind: 'yours',
        reason: 'opened-current-episode',
        health: episode.health_status,
        pull: episode.pull_request ?? evidence.firstFailure.pull,
        episode,
      };
    }
    return { kind: 'not-yours', health: episode.health_status, since: episode.at, pull: episode.pull_request, episode };
  }

  if (isUnhealthy(health)) {
    // Unhealthy with no transition to date it (a window without a change): the first failure dates it.
    if (firstFailureIsSubjects(evidence, subject)) return firstFailureVerdict(evidence);
    const keptFrom = evidence.firstFailure.keptFrom ?? null;
    return {
      kind: 'not-yours',
      health,
      since: keptFrom ?? evidence.firstFailure.at,
      pull: keptFrom ? null : evidence.firstFailure.pull,
      episode: null,
      keptFrom,
    };
  }

  // Healthy now. Did the subject break it once?
  const transitions = evidence.transitions;
  const pastIndex = transitions.findIndex(
    (transition) => isUnhealthy(transition.health_status) && namesSubject(transition.pull_request, subject),
  );
  if (pastIndex >= 0) {
    const past = transitions[pastIndex] as VerdictTransition;
    const recovery = transitions.slice(pastIndex + 1).find((transition) => transition.health_status === 'healthy');
    return {
      kind: 'yours',
      reason: 'opened-past-episode',
      recoveredAt: recovery?.at ?? null,
      pull: past.pull_request,
      episode: episodeAt(transitions, pastIndex),
    };
  }
  if (firstFailureIsSubjects(evidence, subject)) return firstFailureVerdict(evidence);
  if (evidence.lastFailureAt !== null) return { kind: 'unclear', lastFailureAt: evidence.lastFailureAt };
  return { kind: 'likely-yours' };
}

function episodeAt(transitions: readonly VerdictTransition[], index: number): Episode {
  return { ...(transitions[index] as VerdictTransition), previousAt: transitions[index - 1]?.at ?? null };
}

/** Each verdict's badge, in Mantine palette names: "yours" is the one to act on. */
export const VERDICT_BADGES: Record<VerdictKind, { label: string; color: string }> = {
  yours: { label: 'Yours', color: 'red' },
  'not-yours': { label: 'Not yours', color: 'teal' },
  'likely-yours': { label: 'Likely yours', color: 'orange' },
  unclear: { label: 'Unclear', color: 'yellow' },
  'not-found': { label: 'Not found', color: 'gray' },
};

const pullLabel = (pull: PullRef | null) => (pull === null ? '' : `#${pull.number}`);

/** What dates an episode on the page: failure groups, merge times and the bucket width. */
export type VerdictFacts = {
  formatTime: (iso: string | number) => string;
  failures: readonly FailureGroupSpan[];
  mergedAt: ReadonlyMap<number, string>;
  bucketMs: number;
};

function mergeOf(pull: PullRef | null, facts: VerdictFacts): { number: number; at: string } | null {
  const at = pull === null ? undefined : facts.mergedAt.get(pull.number);
  return pull === null || at === undefined ? null : { number: pull.number, at };
}

function episodeFailure(episode: Episode | null, facts: VerdictFacts): KnownFailure | null {
  return episode === null || episode.keptFrom ? null : episodeFirstFailure(episode, episode.previousAt, facts.failures);
}

/** The exact things a verdict rests on, each for a link: the episode's first failure, the pull request's merge. */
export function verdictSupport(verdict: Verdict, facts: VerdictFacts, firstFailureAt: string | null = null) {
  const merge = (pull: PullRef | null) => mergeOf(pull, facts);
  switch (verdict.kind) {
    case 'yours':
      if (verdict.reason === 'first-failure') {
        const group = facts.failures.find(
          (candidate) => firstFailureAt !== null && Date.parse(candidate.first_failure_at) === Date.parse(firstFailureAt),
        );
        return { firstFailure: group ? { at: group.first_failure_at, failureId: group.id } : null, merge: merge(verdict.pull) };
      }
      return { firstFailure: episodeFailure(verdict.episode, facts), merge: merge(verdict.pull) };
    case 'not-yours':
      return { firstFailure: episodeFailure(verdict.episode, facts), merge: verdict.episode?.keptFrom ? null : merge(verdict.pull) };
    default:
      return { firstFailure: null, merge: null };
  }
}

export const keptWords = (keptFrom: string, formatDay: (iso: string) => string) =>
  `since at least ${formatDay(keptFrom)} (the first of the ${RETAINED_DAYS} days kept)`;

/** "since its first failure on …", "since at least Oct 21 (the first of the 30 days kept)" or "since between … and …". */
function episodeSince(episode: Episode, facts: VerdictFacts, formatDay: (iso: string) => string): string {
  if (episode.keptFrom) return keptWords(episode.keptFrom, formatDay);
  const failure = episodeFailure(episode, facts);
  if (failure !== null) return `since its first failure on ${facts.formatTime(failure.at)}`;
  return `since ${bucketWords(episode.at, facts)}`;
}

/** "between … and …": the bucket a recovery (a transition no run dates) falls in. */
function bucketWords(at: string, facts: VerdictFacts): string {
  const bucket = transitionInterval(Date.parse(at), facts.bucketMs);
  return `between ${facts.formatTime(bucket.from)} and ${facts.formatTime(bucket.to)}`;
}

export const notSeenWords = (branch: string) => `Not seen on ${branch}: a new test, or a name that does not match the one CI reports`;

/** The verdict in words, e.g. "Broken on main by #1287, not by you". */
export function describeVerdict(verdict: Verdict, branch: string, formatDay: (iso: string) => string, facts: VerdictFacts): string {
  const mergedAt = (pull: PullRef | null) => mergeOf(pull, facts)?.at;
  switch (verdict.kind) {
    case 'not-found':
      return notSeenWords(branch);
    case 'likely-yours':
      return `Healthy on ${branch} and never failed there: the failure is most likely your change's`;
    case 'unclear':
      return `Healthy on ${branch} now, but it failed there before (last on ${formatDay(verdict.lastFailureAt)}): check its history before blaming your change`;
    case 'not-yours': {
      if (verdict.health === 'broken' && verdict.pull !== null) return `Broken on ${branch} by ${pullLabel(verdict.pull)}, not by you`;
      const since =
        verdict.episode !== null
          ? ` ${episodeSince(verdict.episode, facts, formatDay)}`
          : verdict.keptFrom
            ? ` ${keptWords(verdict.keptFrom, formatDay)}`
            : verdict.since === null
              ? ''
              : ` since its first failure on ${facts.formatTime(verdict.since)}`;
      const by = verdict.pull === null ? '' : ` (${pullLabel(verdict.pull)})`;
      return `Already ${verdict.health} on ${branch}${since}${by}: not yours`;
    }
    case 'yours':
      switch (verdict.reason) {
        case 'opened-current-episode': {
          const merged = mergedAt(verdict.pull);
          const by =
            verdict.pull === null
              ? 'with your change'
              : merged === undefined
                ? `with your ${pullLabel(verdict.pull)}`
                : `after your ${pullLabel(verdict.pull)} was merged on ${facts.formatTime(merged)}`;
          return `Yours: ${verdict.health} on ${branch} ${episodeSince(verdict.episode, facts, formatDay)}, ${by}`;
        }
        case 'first-failure':
          return `New: its first failure is yours (${facts.formatTime(verdict.at)})`;
        case 'opened-past-episode': {
          const recovered = verdict.recoveredAt === null ? '' : `; healthy again ${bucketWords(verdict.recoveredAt, facts)}`;
          const merged = mergedAt(verdict.pull);
          const with_ = `${pullLabel(verdict.pull) || 'your change'}${merged === undefined ? '' : ` (merged ${facts.formatTime(merged)})`}`;
          const failure = episodeFailure(verdict.episode, facts);
          const when =
            failure !== null ? `, first failing on ${facts.formatTime(failure.at)}` : ` ${bucketWords(verdict.episode.at, facts)}`;
          return `Yours: it broke on ${branch} with ${with_}${when}${recovered}`;
        }
      }
  }
}

/** Whether the test's failures block a merge into `branch` (null: not known). */
export function describeQuarantine(quarantines: readonly { branch: string | null }[], branch: string | null): string {
  if (quarantines.length === 0) return 'Not quarantined: its failures block merges';
  if (quarantines.some((quarantine) => quarantine.branch === null)) return 'Quarantined on every branch: its failures do not block merges';
  const branches = [...new Set(quarantines.map((quarantine) => quarantine.branch as string))].sort();
  if (branch !== null && branches.includes(branch)) return `Quarantined on ${branch}: its failures do not block merges there`;
  const list = branches.join(', ');
  return branch === null
    ? `Quarantined on ${list} only`
    : `Quarantined on ${list} only, not on ${branch}: its failures block merges into ${branch}`;
}
