import type { TestFailure } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import type { ExportColumn, ExportSource } from '@/lib/export/export-source';

/** The failures operation takes no window: its groups cover every failure the API still keeps. */
const FAILURES_WINDOW = 'the retained history (the failures operation takes no window)';

const FAILURE_EXPORT_COLUMNS: readonly ExportColumn<TestFailure>[] = [
  { header: 'Exception type', value: (failure) => failure.exception_type },
  { header: 'Exception message', value: (failure) => failure.exception_message },
  { header: 'Occurrences', value: (failure) => failure.failure_count },
  { header: 'First seen', value: (failure) => failure.first_failure_at },
  { header: 'Last seen', value: (failure) => failure.last_failure_at },
  { header: 'Failure ID', value: (failure) => failure.id },
];

/** A test's failure groups. */
export function testFailuresExport(repository: RepositoryRef, testId: string, failures: readonly TestFailure[]): ExportSource<TestFailure> {
  return {
    what: 'failure groups',
    fileName: `${repository.owner} ${repository.repo} test ${testId} failures`,
    columns: FAILURE_EXPORT_COLUMNS,
    total: failures.length,
    scope: () => ({ window: { description: FAILURES_WINDOW }, filters: [{ name: 'test_id', value: testId }] }),
    fetchPage: async () => ({ items: failures, next: null }),
  };
}
