// Pull requests invented for the activity log when the store's own are too few for the wanted volume,
// and the culprits that break batches. Numbers continue after the store's, in order of creation.
import type { Random } from '../../core/seeded-random';
import type { PullRequest } from '../../store/records';
import { between, DAY, HOUR, MINUTE, SECOND, type GenerationContext, type PullRequestPlan } from './generation-context';
import { releaseBranch } from './pull-request-story';

const SUBJECTS = [
  'Fix rounding of discounted totals',
  'Add retry to payment webhook handler',
  'Bump stripe from 14.2.0 to 14.3.1',
  'Refactor cart session storage',
  'Speed up product search query',
  'Handle empty shipping address',
  'Migrate checkout form to new validation',
  'Add metrics for abandoned carts',
  'Update CI cache key',
  'Document refund API',
];

function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
}

/** The store's pull request seen by the stories (unmerged ones stay open, or are closed some days later). */
export function planFromStore(ctx: GenerationContext, pull: PullRequest): PullRequestPlan {
  const { random } = ctx;
  let closedAt: number | null = null;
  if (pull.mergedAt === null && random.chance(0.4)) closedAt = pull.createdAt + between(random, 6 * HOUR, 10 * DAY);
  return { ...pull, closedAt, ...storyTraits(random) };
}

/** How the stories treat a pull request (the same draws for the store's and the synthetic ones). */
function storyTraits(random: Random): Pick<PullRequestPlan, 'hotfix' | 'queuedByCommand' | 'openedAsDraft'> {
  return { hotfix: random.chance(0.05), queuedByCommand: random.chance(0.5), openedAsDraft: random.chance(0.15) };
}

type Fate = Pick<PullRequestPlan, 'mergedAt' | 'closedAt'>;

function syntheticPlan(ctx: GenerationContext, number: number, createdAt: number, fate: Fate, baseRef: string): PullRequestPlan {
  const { random } = ctx;
  const author = random.pick(ctx.users);
  const title = random.pick(SUBJECTS);
  return {
    number,
    title,
    author,
    headBranch: `${author.login}/${slug(title)}`,
    baseRef,
    createdAt,
    mergedAt: fate.mergedAt,
    closedAt: fate.closedAt,
    mergeCommitSha: fate.mergedAt === null ? null : random.hex(40),
    ...storyTraits(random),
  };
}

/** Time from opening to merge: mostly hours, sometimes days. */
function timeToMerge(ctx: GenerationContext): number {
  return ctx.random.chance(0.7) ? between(ctx.random, 90 * MINUTE, 12 * HOUR) : between(ctx.random, 12 * HOUR, 4 * DAY);
}

function clusterSize(ctx: GenerationContext): number {
  const roll = ctx.random.next();
  return roll < 0.3 ? 1 : roll < 0.55 ? 2 : roll < 0.75 ? 3 : roll < 0.9 ? 4 : 5;
}

/** About `count` pull requests, numbered in creation order; merged ones in clusters, as a queue lands a batch. */
export function syntheticPullRequests(ctx: GenerationContext, count: number): PullRequestPlan[] {
  const { random } = ctx;
  const drafts: { createdAt: number; fate: Fate; baseRef: string }[] = [];
  const span = ctx.storiesEnd - ctx.storiesFrom;
  while (drafts.length < count) {
    const firstCreated = ctx.storiesFrom + Math.floor(random.next() * span);
    const baseRef = random.chance(0.9) ? ctx.defaultBranch : releaseBranch(firstCreated);
    if (random.chance(0.8)) {
      const mergedAt = firstCreated + timeToMerge(ctx);
      const size = clusterSize(ctx);
      for (let index = 0; index < size; index++) {
        const at = mergedAt + index * between(random, 2 * SECOND, 25 * SECOND);
        // The others were opened after the first, at most half an hour before the merge.
        const createdAt =
          index === 0
            ? firstCreated
            : Math.min(ctx.storiesEnd - 1, firstCreated + Math.floor(random.next() * Math.max(0, mergedAt - 30 * MINUTE - firstCreated)));
        drafts.push({ createdAt, fate: { mergedAt: at, closedAt: null }, baseRef });
      }
    } else {
      const closedAt = random.chance(0.4) ? firstCreated + between(random, 2 * HOUR, 6 * DAY) : null;
      drafts.push({ createdAt: firstCreated, fate: { mergedAt: null, closedAt }, baseRef });
    }
  }
  drafts.sort((a, b) => a.createdAt - b.createdAt);
  return drafts.map((draft) => syntheticPlan(ctx, ctx.allocatePullRequestNumber(), draft.createdAt, draft.fate, draft.baseRef));
}

/** An unmerged pull request created before `createdBefore`, to fail a batch; closed later or left open. */
export function culpritPullRequest(ctx: GenerationContext, createdBefore: number, like: PullRequestPlan): PullRequestPlan {
  const { random } = ctx;
  const closeAt = createdBefore + between(random, 2 * HOUR, 3 * DAY);
  const fate = { mergedAt: null, closedAt: random.chance(0.4) ? closeAt : null };
  const createdAt = createdBefore - between(random, HOUR, 2 * DAY);
  return { ...syntheticPlan(ctx, ctx.allocatePullRequestNumber(), createdAt, fate, like.baseRef), hotfix: like.hotfix };
}
