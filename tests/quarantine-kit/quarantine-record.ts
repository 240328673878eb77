import type { QuarantinedTest } from '@/api/types';

/** A quarantine as the API sends it, for edge cases the demo data cannot hold (no source, a bad date); plain data, no backend rule. */
export function quarantineRecord(overrides: Partial<QuarantinedTest> & Pick<QuarantinedTest, 'id'>): QuarantinedTest {
  return {
    test_name: `tests/test_${overrides.id}.py::test_case`,
    test_id: `00000000-0000-5000-8000-${overrides.id.padStart(12, '0').slice(-12)}`,
    reason: 'Flaky on CI',
    branch: null,
    created_at: '2026-11-10T09:00:00Z',
    source: 'manual',
    is_recovered: false,
    ...overrides,
  };
}
