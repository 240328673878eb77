// Type-level checks of the named aliases (src/api/types.ts): `tsc --noEmit` fails if they drift from
// the generated contract; at run time these assertions are no-ops.
import { describe, expectTypeOf, it } from 'vitest';
import type { TestStatData } from '@/api/client';
import type {
  ActivityEventOf,
  ActivityLogEvent,
  EventType,
  QuarantineListResponse,
  RepositoryStat,
  SearchTestsSort,
  TestStat,
} from '@/api/types';

describe('src/api/types.ts', () => {
  it('narrows an event by its type', () => {
    expectTypeOf<ActivityEventOf<'action.queue.leave'>['type']>().toEqualTypeOf<'action.queue.leave'>();
    expectTypeOf<ActivityEventOf<'action.queue.leave'>['metadata']['merged']>().toEqualTypeOf<boolean>();
    expectTypeOf<ActivityEventOf<'test.quarantined'>['metadata']['branch']>().toEqualTypeOf<string | null>();
    expectTypeOf<ActivityEventOf<'action.github_actions'>['metadata']['inputs']>().toEqualTypeOf<
      Record<string, string | number | boolean>
    >();
  });

  it('has one variant for every event type and nothing else', () => {
    type Missing = { [T in EventType]: [ActivityEventOf<T>] extends [never] ? T : never }[EventType];
    expectTypeOf<Missing>().toBeNever();
    expectTypeOf<ActivityLogEvent['type']>().toEqualTypeOf<EventType>();
  });

  it('exposes the path and query enums', () => {
    expectTypeOf<TestStat>().toEqualTypeOf<'success_count' | 'failure_count' | 'flaky_count' | 'mean_duration'>();
    expectTypeOf<RepositoryStat>().toEqualTypeOf<'total_tests' | 'healthy_tests' | 'broken_tests' | 'flaky_tests' | 'failed_executions'>();
    expectTypeOf<'failed_executions_ratio'>().toExtend<SearchTestsSort>();
    expectTypeOf<QuarantineListResponse['per_page']>().toEqualTypeOf<number | null>();
    expectTypeOf<TestStatData<'flaky_count' | 'mean_duration'>['value']>().toEqualTypeOf<number>();
  });
});
