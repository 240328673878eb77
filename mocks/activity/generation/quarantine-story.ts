// Quarantine events: one `test.quarantined` for each quarantine the store starts with (at its creation
// time), plus past quarantines that were lifted again (`test.quarantined` … `test.dequarantined`).
import { testIdOf } from '../../core/ids';
import type { QuarantineRecord } from '../../store/records';
import { userActor } from './actors';
import { between, DAY, HOUR, iso, userTrigger, uuid } from './generation-context';
import type { GenerationContext } from './generation-context';

/** Trigger of quarantines the auto-quarantine feature takes or lifts. */
export const AUTO_QUARANTINE_TRIGGER = 'Rule: auto-quarantine';

const FALLBACK_TEST_NAMES = [
  'tests/integration/test_checkout.py::test_refund_flow',
  'tests/integration/test_cart.py::test_concurrent_updates',
  'tests/e2e/payment.spec.ts > pays with a saved card',
  'tests/unit/test_pricing.py::test_rounding_of_discounts',
  'tests/e2e/search.spec.ts > filters by category',
];

const REASONS = ['Flaky on CI: timing-dependent assertion', 'Fails when run in parallel', 'Broken by upstream API change; fix in progress'];

function writeQuarantined(ctx: GenerationContext, record: QuarantineRecord, healthy: 'flaky' | 'broken'): void {
  const user = ctx.random.pick(ctx.humans);
  const auto = record.source === 'auto';
  ctx.sink.emit(record.createdAt, 'test.quarantined', auto ? AUTO_QUARANTINE_TRIGGER : userTrigger(user.login), null, null, {
    quarantine_id: record.id,
    test_id: record.testId,
    test_name: record.testName,
    source: record.source,
    reason: record.reason,
    branch: record.branch,
    quarantined_at: iso(record.createdAt),
    health_status_at_event: healthy,
    quarantined_by: auto ? null : userActor(user),
    quarantined_by_staff: false,
  });
}

/** Past quarantines are lifted before `until` (the anchor day), so the store's list never disagrees with the log. */
export function writeQuarantineStory(
  ctx: GenerationContext,
  current: readonly QuarantineRecord[],
  testNames: readonly string[],
  pastCount: number,
  until: number,
): void {
  const { random, sink } = ctx;
  for (const record of current) writeQuarantined(ctx, record, record.source === 'auto' || random.chance(0.6) ? 'flaky' : 'broken');

  const names = testNames.length > 0 ? testNames : FALLBACK_TEST_NAMES;
  for (let index = 0; index < pastCount; index++) {
    const testName = random.pick(names);
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
    const byAuto = record.source === 'auto' && random.chance(0.7);
    sink.emit(liftedAt, 'test.dequarantined', byAuto ? AUTO_QUARANTINE_TRIGGER : userTrigger(user.login), null, null, {
      quarantine_id: record.id,
      test_id: record.testId,
      test_name: testName,
      source: record.source,
      original_quarantine: { source: record.source, reason: record.reason, branch: record.branch, created_at: iso(createdAt) },
      health_status_at_event: random.chance(0.8) ? 'healthy' : 'flaky',
      dequarantined_at: iso(liftedAt),
      dequarantined_by: byAuto ? null : userActor(user),
      dequarantined_by_staff: false,
    });
  }
}
