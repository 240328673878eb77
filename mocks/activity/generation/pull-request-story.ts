// Everything that happens to a pull request outside the merge queue, and the clean-up after its merge.
import type { Random } from '../../core/seeded-random';
import type { EventTypeName, EventMetadataOf } from '../event-types';
import { writeJobRetries } from './job-retry';
import {
  between,
  commander,
  HOUR,
  isBot,
  MINUTE,
  OPEN_STORY_MS,
  pickOthers,
  ruleTrigger,
  SECOND,
  userTrigger,
  BOT_LOGIN,
  RULES,
  type GenerationContext,
  type PullRequestPlan,
} from './generation-context';

const AREA_LABELS = ['area/payments', 'area/cart', 'area/api', 'area/ui', 'area/search', 'dependencies', 'documentation', 'tests', 'ci'];

/** [below this roll, rule, review type, message]. */
const RULE_REVIEWS = [
  [0.25, RULES.autoApprove, 'APPROVE', 'Automatically approved: the change only touches dependencies allowed by policy.'],
  [0.4, RULES.changelogReview, 'REQUEST_CHANGES', 'Please add an entry to CHANGELOG.md.'],
  [0.6, RULES.changelogReview, 'COMMENT', 'Reminder: this pull request touches a public API.'],
] as const;

type PostCheckConclusion = EventMetadataOf<'action.post_check'>['conclusion'];

function finalConclusion(random: Random): PostCheckConclusion {
  const roll = random.next();
  if (roll < 0.8) return 'success';
  if (roll < 0.93) return 'failure';
  return random.pick(['neutral', 'cancelled', 'skipped', 'timed_out', 'action_required', 'stale', 'startup_failure'] as const);
}

/** The CI summary check: pending when the checks start, concluded when they finish. */
function writePostCheck(ctx: GenerationContext, plan: PullRequestPlan, at: number, until: number): PostCheckConclusion {
  const { random } = ctx;
  const emit = emitter(ctx, plan);
  const trigger = ruleTrigger(RULES.postCiSummary);
  emit(at, 'action.post_check', trigger, {
    conclusion: null,
    title: 'CI summary: checks running',
    summary: '6 checks pending',
  });
  const conclusion = finalConclusion(random);
  const doneAt = Math.min(until, at + between(random, 8 * MINUTE, 35 * MINUTE));
  emit(doneAt, 'action.post_check', trigger, {
    conclusion,
    title: conclusion === 'success' ? 'CI summary: all checks passed' : `CI summary: ${conclusion}`,
    summary: conclusion === 'success' ? '6 checks successful' : `1 check ${conclusion}, 5 successful`,
  });
  return conclusion;
}

/** Writes an event of the pull request. */
function emitter(ctx: GenerationContext, plan: PullRequestPlan) {
  return <T extends EventTypeName>(at: number, type: T, trigger: string, metadata: EventMetadataOf<T>) =>
    ctx.emit(at, type, trigger, plan.number, plan.baseRef, metadata);
}

export function writePullRequestStory(ctx: GenerationContext, plan: PullRequestPlan): void {
  const { random } = ctx;
  const { number, baseRef, author } = plan;
  const emit = emitter(ctx, plan);
  const t0 = plan.createdAt;
  const end = plan.mergedAt ?? plan.closedAt ?? t0 + OPEN_STORY_MS;
  const reviewers = pickOthers(random, ctx.humans, author, random.int(1, 2));
  const typist = commander(ctx, author);

  emit(t0 + between(random, 5 * SECOND, 60 * SECOND), 'action.label', ruleTrigger(RULES.labelByPath), {
    added: [...new Set([random.pick(AREA_LABELS), random.pick(AREA_LABELS)])].slice(0, random.int(1, 2)),
    removed: [],
  });
  emit(t0 + between(random, 10 * SECOND, 90 * SECOND), 'action.assign', ruleTrigger(RULES.assignAuthor), {
    added: [author.login],
    removed: [],
  });
  if (reviewers.length > 0) {
    emit(t0 + between(random, 20 * SECOND, 2 * MINUTE), 'action.request_reviews', ruleTrigger(RULES.requestReviews), {
      reviewers: reviewers.map((user) => user.login),
      team_reviewers: random.chance(0.4) ? [`${ctx.name}-core`] : [],
    });
  }
  if (random.chance(0.3)) {
    const at = t0 + between(random, 2 * MINUTE, 5 * MINUTE);
    emit(at, 'action.github_actions', ruleTrigger(RULES.deployPreview), {
      workflow: 'deploy-preview.yml',
      inputs: { pull_request: number, environment: 'preview' },
    });
    emit(at + between(random, 4 * MINUTE, 9 * MINUTE), 'action.comment', ruleTrigger(RULES.deployPreview), {
      message: `Preview deployed to https://pr-${number}.preview.${ctx.owner}.dev`,
    });
  }

  let firstConclusion = writePostCheck(ctx, plan, t0 + between(random, MINUTE, 3 * MINUTE), end);
  if (firstConclusion === 'failure' && random.chance(0.4)) {
    emit(t0 + 40 * MINUTE, 'action.edit', ruleTrigger(RULES.draftOnFailure), { draft: true });
  } else if (plan.openedAsDraft) {
    emit(t0 + between(random, 30 * MINUTE, 3 * HOUR), 'action.edit', userTrigger(typist.login), { draft: false });
  }

  // Reviews the rules write; dependency bumps from bots are always approved.
  const reviewRoll = isBot(author) ? 0 : random.next();
  const review = RULE_REVIEWS.find(([below]) => reviewRoll < below);
  if (review) {
    const [, rule, reviewType, message] = review;
    // A reminder may come without its reviewer or its text.
    const optional = reviewType === 'COMMENT';
    emit(t0 + between(random, 5 * MINUTE, 2 * HOUR), 'action.review', ruleTrigger(rule), {
      review_type: reviewType,
      reviewer: !optional || random.chance(0.8) ? BOT_LOGIN : null,
      message: !optional || random.chance(0.8) ? message : null,
    });
  }

  // Updates while the pull request is open (leave the last half hour before the end to the queue).
  const room = end - t0 - HOUR;
  const updates = room > 0 ? random.int(0, room > 2 * HOUR ? 3 : 1) : 0;
  for (let index = 0; index < updates; index++) {
    const at = t0 + 30 * MINUTE + Math.floor(random.next() * room);
    const roll = random.next();
    if (roll < 0.45) {
      emit(at, 'action.update', ruleTrigger(RULES.updateWhenBehind), {});
    } else if (roll < 0.8) {
      emit(at, 'action.rebase', ruleTrigger(RULES.rebaseWhenOutdated), {});
    } else {
      emit(at, 'action.rebase', userTrigger(typist.login), {});
    }
    if (reviewers.length > 0 && random.chance(0.4)) {
      emit(at + 5 * SECOND, 'action.dismiss_reviews', ruleTrigger(RULES.dismissStaleReviews), {
        users: reviewers.map((user) => user.login),
      });
    }
    const conclusion = writePostCheck(ctx, plan, at + between(random, 30 * SECOND, 2 * MINUTE), end);
    if (firstConclusion === 'failure' && conclusion === 'success') {
      emit(at + 20 * MINUTE, 'action.edit', ruleTrigger(RULES.draftOnFailure), { draft: false });
      firstConclusion = conclusion;
    }
    if (random.chance(0.3)) writeJobRetries(ctx, at + between(random, 3 * MINUTE, 15 * MINUTE), number, baseRef);
  }
  if (random.chance(0.25)) writeJobRetries(ctx, t0 + between(random, 4 * MINUTE, 20 * MINUTE), number, baseRef);

  if (random.chance(0.12)) {
    const someone = random.pick(ctx.humans);
    emit(t0 + between(random, 10 * MINUTE, Math.max(11 * MINUTE, end - t0)), 'action.refresh', userTrigger(someone.login), {});
  }
  if (plan.mergedAt !== null && random.chance(0.08)) {
    emit(plan.mergedAt - between(random, 40 * MINUTE, 90 * MINUTE), 'action.squash', userTrigger(typist.login), {});
  }

  if (plan.closedAt !== null) {
    const byRule = random.chance(0.6);
    emit(plan.closedAt, 'action.close', byRule ? ruleTrigger(RULES.closeStale) : userTrigger(typist.login), {
      message: byRule ? 'This pull request has been inactive for 14 days and is being closed.' : 'Superseded by a smaller change.',
    });
  }

  if (plan.mergedAt !== null) writeAfterMerge(ctx, plan, plan.mergedAt);
}

function writeAfterMerge(ctx: GenerationContext, plan: PullRequestPlan, mergedAt: number): void {
  const { random } = ctx;
  const emit = emitter(ctx, plan);
  if (random.chance(0.9)) {
    emit(mergedAt + between(random, 5 * SECOND, 40 * SECOND), 'action.delete_head_branch', ruleTrigger(RULES.deleteMergedBranches), {
      branch: plan.headBranch,
    });
  }
  if (plan.baseRef === ctx.defaultBranch && random.chance(0.12)) {
    emit(mergedAt + between(random, 10 * SECOND, 60 * SECOND), 'action.backport', ruleTrigger(RULES.backport), {
      to: releaseBranch(mergedAt),
      pull_request_number: ctx.allocatePullRequestNumber(),
      conflicts: random.chance(0.2),
    });
  }
  if (plan.baseRef === ctx.defaultBranch && random.chance(0.04)) {
    emit(mergedAt + between(random, 10 * SECOND, 60 * SECOND), 'action.copy', ruleTrigger(RULES.copyToStable), {
      to: 'stable',
      pull_request_number: ctx.allocatePullRequestNumber(),
      conflicts: random.chance(0.15),
    });
  }
}

/** The release branch of the month of `time`, e.g. "release/2026.11". */
export function releaseBranch(time: number): string {
  const date = new Date(time);
  return `release/${date.getUTCFullYear()}.${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}
