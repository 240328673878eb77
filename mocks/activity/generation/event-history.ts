// One repository's seeded history, written in blocks (the base history, then one per UTC day) and revealed
// as the clock reaches it; queue sizes and draft numbers are filled in at reveal, alike in every store.
import { PLAIN_TEXT, type TextStyle } from '../../store/hostile-text';
import { takePullRequestNumber, type PullRequestNumbers } from '../../store/generate-people';
import type { MockUser, PullRequest, QuarantineRecord } from '../../store/records';
import type { NewActivityEvent } from '../event-types';
import { DAY, type GenerationContext, type FreezeWindow, type QueueSession } from './generation-context';
import { writeQuarantineStory } from './quarantine-story';
import { writeStories } from './queue-stories';
import { writeRepositoryStory } from './repository-story';
import { planFromStore, syntheticPullRequests } from './synthetic-pull-requests';

export interface EventHistoryOptions extends Pick<GenerationContext, 'owner' | 'name' | 'defaultBranch' | 'mergeQueue' | 'users'> {
  /** The repository's pull request counter, shared with the store (synthetic pull requests, backports, culprits). */
  numbers: PullRequestNumbers;
  /** How the repository writes its free text (titles, summaries, messages, reasons); default plain. */
  text?: TextStyle;
}

/** The one-off stories of the first block, placed before `until` (the anchor day). */
export interface PinnedStories {
  until: number;
  /** Quarantines the store starts with: each gets a `test.quarantined` at its createdAt. */
  quarantines: readonly QuarantineRecord[];
  /** Names for past (lifted) quarantines: the repository's tests. */
  testNames: readonly string[];
}

/** A block's own random stream (so other generators do not shift it) and span. */
export interface EventBlock extends Pick<GenerationContext, 'random' | 'windowStart' | 'storiesFrom' | 'storiesEnd'> {
  /** The store's pull requests whose stories the block tells (opened in its span). */
  pullRequests: readonly PullRequest[];
  /** The first block only. */
  pinned?: PinnedStories;
  /** Events before this are dropped (default `windowStart`): after a merge queue's older block, the first keeps whole stories. */
  keepFrom?: number;
  /** A counter of its own (the merge queue's older block: numbers below the store's); default the store's. */
  numbers?: PullRequestNumbers;
}

/** Stories begin this long before the history, so it opens with pull requests already under way. */
export const STORY_LEAD_IN_MS = 2 * DAY;

/** The first draft pull request number (e.g. 20001): a range of their own above a year of user pull requests. */
function firstDraftNumber(highestUserNumber: number, perDay: number): number {
  return (Math.floor((highestUserNumber + 365 * perDay) / 10_000) + 2) * 10_000 + 1;
}

/** Metadata fields that are free text in every event type that has them (never an enum or a name). */
const FREE_TEXT_FIELDS = ['title', 'summary', 'message', 'reason'] as const;

export interface EventDraft {
  at: number;
  /** Emission order across blocks, the tie-break of equal times (keeps each story's order). */
  seq: number;
  event: NewActivityEvent;
}

export class EventHistory {
  /** Written events not revealed by every store yet, oldest first (ties in writing order). */
  drafts: EventDraft[] = [];
  private readonly humans: readonly MockUser[];
  private readonly queues = new Map<string, QueueSession[]>();
  /** Fill-ins not run yet (see GenerationContext.atReveal). */
  private readonly fillIns: { at: number; fill: () => void }[] = [];
  private readonly freezes: FreezeWindow[] = [];
  private nextDraftNumber = 0;
  private nextSeq = 0;
  private finalizedUntil = -Infinity;
  /** Blocks to write (in time order, each before its start is revealed): written at the next reveal, so runs alone never pay. */
  readonly unwritten: EventBlock[] = [];

  constructor(private readonly options: EventHistoryOptions) {
    const people = options.users.filter((user) => !user.login.endsWith('[bot]'));
    this.humans = people.length > 0 ? people : options.users;
  }

  private writeBlock(block: EventBlock): void {
    const { options } = this;
    // Stories are planned whole, but the history only ever appends: events before the block's window are dropped.
    const drafts: EventDraft[] = [];
    const { text = PLAIN_TEXT } = options;
    const add = (at: number, event: NewActivityEvent): void => {
      const time = Math.floor(at);
      if (time < (block.keepFrom ?? block.windowStart)) return;
      // Free text in the repository's style, rewritten in place (stories may patch it later).
      const metadata = event.metadata as Record<string, unknown>;
      for (const field of text === PLAIN_TEXT ? [] : FREE_TEXT_FIELDS) {
        if (typeof metadata[field] === 'string') metadata[field] = text('eventText', metadata[field], this.nextSeq + field.length);
      }
      drafts.push({ at: time, seq: this.nextSeq++, event });
    };
    const ctx: GenerationContext = {
      ...options,
      ...block,
      humans: this.humans,
      add,
      emit: (at, type, trigger, pullRequest, baseRef, metadata) => {
        // `type` and `metadata` come from the same T, so this is one valid member of the union.
        add(at, { type, trigger, pull_request: pullRequest, base_ref: baseRef, metadata } as NewActivityEvent);
        return metadata;
      },
      queues: this.queues,
      atReveal: (at, fill) => this.fillIns.push({ at, fill }),
      draftNumber: () => this.nextDraftNumber++,
      freezes: this.freezes,
      allocatePullRequestNumber: () => takePullRequestNumber(block.numbers ?? options.numbers),
    };
    const days = (block.storiesEnd - block.windowStart) / DAY;
    const volume = days / 30;
    const target = Math.ceil((options.mergeQueue ? 21_000 : 300) * volume);
    const pinned = block.pinned;
    const numbersBefore = options.numbers.next;

    writeRepositoryStory(
      { ...ctx, random: block.random.fork('repository') },
      { volume: options.mergeQueue ? volume : volume / 4, configurationUntil: pinned?.until ?? null },
    );
    if (pinned) {
      writeQuarantineStory(
        { ...ctx, random: block.random.fork('quarantines') },
        pinned.quarantines.filter((record) => record.createdAt >= block.windowStart && record.createdAt <= pinned.until),
        pinned.testNames,
        Math.max(2, Math.round((options.mergeQueue ? 8 : 2) * volume)),
        pinned.until,
      );
    }

    // The store's pull requests first; their stories set the pace for the synthetic ones that fill up.
    const storeRandom = block.random.fork('store-pull-requests');
    const storePlans = block.pullRequests
      .filter((pull) => (pull.mergedAt ?? Infinity) >= block.windowStart - DAY)
      .map((pull) => planFromStore({ ...ctx, random: storeRandom }, pull));
    const before = drafts.length;
    writeStories({ ...ctx, random: storeRandom }, storePlans);
    const perPullRequest = storePlans.length > 0 ? Math.max(10, (drafts.length - before) / storePlans.length) : 34;

    for (let round = 0; round < 4 && drafts.length < target; round++) {
      const roundCtx = { ...ctx, random: block.random.fork(`synthetic-${round}`) };
      const count = Math.ceil(((target - drafts.length) / perPullRequest) * 1.05);
      writeStories(roundCtx, syntheticPullRequests(roundCtx, count));
    }

    if (pinned) {
      // Numbers the block's pull requests used: the store's and those taken while writing.
      const perDay = Math.max(1, (options.numbers.next - numbersBefore + block.pullRequests.length) / Math.max(1, days));
      this.nextDraftNumber = firstDraftNumber(options.numbers.next - 1, perDay);
    }
    // Equal times keep the order of writing.
    this.drafts = [...this.drafts, ...drafts].sort((a, b) => a.at - b.at || a.seq - b.seq);
  }

  /** Runs the fill-ins due by `time`, oldest first (ties in the order they were added); idempotent. */
  finalizeUntil(time: number): void {
    for (const block of this.unwritten.splice(0)) this.writeBlock(block);
    if (time <= this.finalizedUntil) return;
    this.fillIns.sort((a, b) => a.at - b.at);
    const notDue = this.fillIns.findIndex((item) => item.at > time);
    for (const { fill } of this.fillIns.splice(0, notDue < 0 ? this.fillIns.length : notDue)) fill();
    this.finalizedUntil = time;
  }
}
