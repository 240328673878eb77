// Quarantine events: one `test.quarantined` for each quarantine the store starts with (at its creation
// time), plus past quarantines that were lifted again (`test.quarantined` … `test.dequarantined`).
import { testIdOf } from '../../core/ids';
import type { MockUser, QuarantineRecord } from '../../store/records';
import { dequarantinedEvent, quarantinedEvent, type QuarantineActor } from '../quarantine-events';
import { between, DAY, HOUR, userTrigger, uuid, type GenerationContext, userActor } from './generation-context';

const REASONS = ['Flaky on CI: timing-dependent assertion', 'Fails when run in parallel', 'Broken by upstream API change; fix in progress'];

/** Quarantines the auto-quarantine feature takes or lifts. */
const AUTO: QuarantineActor = { trigger: 'Rule: auto-quarantine', actor: null };
const byUser = (user: MockUser): QuarantineActor => ({ trigger: userTrigger(user.login), actor: userActor(user) });

function writeQuarantined(ctx: GenerationContext, record: QuarantineRecord, health: 'flaky' | 'broken'): void {
  const user = ctx.random.pick(ctx.humans);
  ctx.add(record.createdAt, quarantinedEvent(record, record.source === 'auto' ? AUTO : byUser(user), health));
}

/** Past quarantines are lifted before `until` (the anchor day), so the store's list never disagrees with the log. */
export function writeQuarantineStory(
  ctx: GenerationContext,
  current: readonly QuarantineRecord[],
  testNames: readonly string[],
  pastCount: number,
  until: number,
): void {
  const { random } = ctx;
  for (const record of current) writeQuarantined(ctx, record, record.source === 'auto' || random.chance(0.6) ? 'flaky' : 'broken');

  for (let index = 0; index < pastCount; index++) {
    const testName = random.pick(testNames);
    const createdAt = ctx.windowStart + Math.floor(random.next() * (until - ctx.windowStart - 2 * DAY));
    const record: QuarantineRecord = {
      id: uuid(random),
      testName,
      testId: testIdOf(testName),
      reason: random.pick(REASONS),
      branch: random.chance(0.8) ? null : ctx.defaultBranch,
      createdAt,
      source: random.chance(0.5) ? 'auto' : 'manual',
    };
    writeQuarantined(ctx, record, 'flaky');
    const liftedAt = Math.min(until - HOUR, createdAt + between(random, 6 * HOUR, 10 * DAY));
    const user = random.pick(ctx.humans);
    const by = record.source === 'auto' && random.chance(0.7) ? AUTO : byUser(user);
    ctx.add(liftedAt, dequarantinedEvent(record, by, random.chance(0.8) ? 'healthy' : 'flaky', liftedAt));
  }
}
