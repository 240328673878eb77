// Repository-level events: products, auto-quarantine settings, queue pauses, scheduled freezes (kept in the
// context for the queue stories) and job retries on the default branch.
import { formatDateTime } from '../../core/date-time';
import type { components } from '@/api/generated/schema';
import type { EventMetadataOf } from '../event-types';
import { writeJobRetries } from './job-retry';
import { between, DAY, HOUR, MINUTE, userTrigger, uuid, type GenerationContext, userActor } from './generation-context';
import type { MockUser } from '../../store/records';

type ScheduledFreezeAttributes = components['schemas']['ScheduledFreezeEventLogAttributes'];
type Actor = components['schemas']['Actor'];

/** Support staff of the vendor acting on the customer's behalf (`*_by_staff: true`). */
const STAFF_ACTOR: Actor = { type: 'user', id: 9_000_001, name: 'vendor-support' };
const STAFF_TRIGGER = '@vendor-support';

interface Who {
  actor: Actor;
  trigger: string;
  staff: boolean;
}

function who(ctx: GenerationContext, staffChance = 0.1): Who {
  if (ctx.random.chance(staffChance)) return { actor: STAFF_ACTOR, trigger: STAFF_TRIGGER, staff: true };
  const user: MockUser = ctx.random.pick(ctx.humans);
  return { actor: userActor(user), trigger: userTrigger(user.login), staff: false };
}

/** `fraction` of the way through the block's window. */
function at(ctx: GenerationContext, fraction: number): number {
  return Math.floor(ctx.windowStart + (ctx.storiesEnd - ctx.windowStart) * fraction) + between(ctx.random, 0, 30 * MINUTE);
}

/** `expected` rounded by chance (so a day's share of a monthly count still happens now and then). */
function countOf(ctx: GenerationContext, expected: number, minimum: number): number {
  const whole = Math.floor(expected);
  return Math.max(minimum, whole + (ctx.random.chance(expected - whole) ? 1 : 0));
}

export interface RepositoryStoryOptions {
  /** The block's volume: its days / 30. */
  volume: number;
  /** The first block writes the one-off configuration story before this moment (the anchor day); null elsewhere. */
  configurationUntil: number | null;
}

/** [fraction of the window, product, enabled]: products switched on, off and on again. */
const PRODUCT_TOGGLES = [
  [0.01, 'merge_queue', true],
  [0.02, 'ci_insights', true],
  [0.2, 'workflow_automation', false],
  [0.27, 'workflow_automation', true],
  [0.5, 'merge_protections', false],
  [0.505, 'merge_protections', true],
] as const;

function writeProducts(ctx: GenerationContext): void {
  for (const [fraction, product, enabled] of PRODUCT_TOGGLES) {
    const time = at(ctx, fraction);
    const by = who(ctx, 0.3);
    // product.enabled and product.disabled differ only in the verb of their fields.
    const verb = enabled ? 'enabled' : 'disabled';
    ctx.emit(time, `product.${verb}`, by.trigger, null, null, {
      product,
      [`${verb}_by`]: by.actor,
      [`${verb}_at`]: formatDateTime(time),
      [`${verb}_by_staff`]: by.staff,
    } as EventMetadataOf<'product.enabled'> & EventMetadataOf<'product.disabled'>);
  }
}

function writeAutoQuarantineConfig(ctx: GenerationContext): void {
  let ignoreBroken = false;
  const enable = (fraction: number): void => {
    const time = at(ctx, fraction);
    const by = who(ctx);
    ctx.emit(time, 'ci_insights.auto_quarantine.enabled', by.trigger, null, null, {
      enabled_by: by.actor,
      enabled_at: formatDateTime(time),
      auto_quarantine_config_attributes: { ignore_broken_on_default_branch: ignoreBroken },
      enabled_by_staff: by.staff,
    });
  };
  enable(0.03);
  for (const fraction of [0.3, 0.55]) {
    const time = at(ctx, fraction);
    const by = who(ctx);
    const before = { ignore_broken_on_default_branch: ignoreBroken };
    ignoreBroken = !ignoreBroken;
    ctx.emit(time, 'ci_insights.auto_quarantine.modified', by.trigger, null, null, {
      updated_by: by.actor,
      updated_at: formatDateTime(time),
      auto_quarantine_config_attributes_before: before,
      auto_quarantine_config_attributes_after: { ignore_broken_on_default_branch: ignoreBroken },
      updated_by_staff: by.staff,
    });
  }
  const disabledAt = at(ctx, 0.63);
  const by = who(ctx, 0.5);
  ctx.emit(disabledAt, 'ci_insights.auto_quarantine.disabled', by.trigger, null, null, {
    disabled_by: by.actor,
    disabled_at: formatDateTime(disabledAt),
    auto_quarantine_config_attributes: { ignore_broken_on_default_branch: ignoreBroken },
    disabled_by_staff: by.staff,
  });
  enable(0.65);
}

const PAUSE_REASONS = [
  'Incident INC-2041: payments provider outage',
  'Release 2026.11 being cut',
  'CI runners being upgraded',
  'Database migration in progress',
];

function writePauses(ctx: GenerationContext, count: number): void {
  const { random } = ctx;
  for (let index = 0; index < count; index++) {
    const start = at(ctx, (index + 0.5) / count);
    const reason = random.pick(PAUSE_REASONS);
    const by = who(ctx);
    ctx.emit(start, 'queue.pause.create', by.trigger, null, null, { reason, created_by: by.actor, created_by_staff: by.staff });
    if (random.chance(0.6)) {
      const update = who(ctx);
      ctx.emit(start + between(random, 5 * MINUTE, 25 * MINUTE), 'queue.pause.update', update.trigger, null, null, {
        reason: `${reason} (extended)`,
        updated_by: update.actor,
        updated_by_staff: update.staff,
      });
    }
    const end = who(ctx);
    ctx.emit(start + between(random, 30 * MINUTE, 2 * HOUR), 'queue.pause.delete', end.trigger, null, null, {
      deleted_by: end.actor,
      deleted_by_staff: end.staff,
    });
  }
}

function writeFreezes(ctx: GenerationContext, count: number): void {
  const { random } = ctx;
  for (let index = 0; index < count; index++) {
    const createdAt = at(ctx, (index + 0.2) / count);
    const start = createdAt + between(random, DAY, 3 * DAY);
    const end = start + between(random, 12 * HOUR, 60 * HOUR);
    // The published attributes carry no id; the draw stays so the rest of the history is unchanged.
    uuid(random);
    const attributes: ScheduledFreezeAttributes = {
      reason: random.pick(['Weekend release freeze', 'Black Friday code freeze', 'Quarter-end freeze']),
      timezone: random.pick(['Europe/Paris', 'America/New_York', 'UTC']),
      start: formatDateTime(start),
      end: random.chance(0.85) ? formatDateTime(end) : null,
      matching_conditions: [`base=${ctx.defaultBranch}`],
      // Conditions are strings or groups of them; every other freeze excludes a group.
      exclude_conditions: index % 2 === 0 ? ['label=hotfix'] : [{ or: ['label=hotfix', 'label=security'] }],
    };
    const by = who(ctx);
    ctx.emit(createdAt, 'scheduled_freeze.create', by.trigger, null, null, {
      scheduled_freeze_attributes: attributes,
      created_by: by.actor,
      created_at: formatDateTime(createdAt),
      created_by_staff: by.staff,
    });
    let freezeEnd = end;
    if (index === 0 || random.chance(0.6)) {
      const updatedAt = createdAt + between(random, 2 * HOUR, DAY);
      freezeEnd = end + 6 * HOUR;
      const after = { ...attributes, end: formatDateTime(freezeEnd) };
      const update = who(ctx);
      ctx.emit(updatedAt, 'scheduled_freeze.update', update.trigger, null, null, {
        scheduled_freeze_attributes_before: attributes,
        scheduled_freeze_attributes_after: after,
        updated_by: update.actor,
        updated_at: formatDateTime(updatedAt),
        updated_by_staff: update.staff,
      });
    }
    if (index === count - 1 || random.chance(0.5)) {
      // Lifted early: deleted while it runs.
      const deletedAt = start + Math.floor((freezeEnd - start) * random.next() * 0.8);
      freezeEnd = deletedAt;
      const by2 = who(ctx);
      ctx.emit(deletedAt, 'scheduled_freeze.delete', by2.trigger, null, null, {
        scheduled_freeze_attributes: attributes,
        reason: 'Freeze lifted early: release shipped',
        deleted_by: by2.actor,
        deleted_at: formatDateTime(deletedAt),
        deleted_by_staff: by2.staff,
      });
    }
    ctx.freezes.push({ start, end: freezeEnd });
  }
}

export function writeRepositoryStory(ctx: GenerationContext, options: RepositoryStoryOptions): void {
  const { volume, configurationUntil } = options;
  const first = configurationUntil !== null;
  if (first) {
    const configuration = { ...ctx, storiesEnd: configurationUntil };
    writeProducts(configuration);
    writeAutoQuarantineConfig(configuration);
  }
  // Monthly rates; the first block keeps a floor so a short history still shows each kind.
  writePauses(ctx, countOf(ctx, 4 * volume, first ? 2 : 0));
  writeFreezes(ctx, Math.min(6, countOf(ctx, 2 * volume, first ? 1 : 0)));
  // Retries of jobs on the default branch (push builds, no pull request): 1.5 a day.
  const retries = countOf(ctx, 45 * volume, first ? 2 : 0);
  for (let index = 0; index < retries; index++) {
    writeJobRetries(ctx, ctx.windowStart + Math.floor(ctx.random.next() * (ctx.storiesEnd - ctx.windowStart)), null, null);
  }
}
