import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { QuarantinedTest } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { queryFilters } from '@/lib/export/export-scope';
import { linkPages, type ExportColumn, type ExportSource } from '@/lib/export/export-source';
import { branchWords } from '@/domain/quarantines/quarantine-scope';
import { parseQuarantineReason } from '@/domain/quarantines/quarantine-reason';
import { SUMMARY_PAGE_SIZE, toListQuery, type QuarantineListFilters } from '@/queries/quarantines';

/** The table's columns plus what a ticket needs to find the quarantine again (its id, the test's id). */
const QUARANTINE_EXPORT_COLUMNS: readonly ExportColumn<QuarantinedTest>[] = [
  { header: 'Test name', value: (quarantine) => quarantine.test_name },
  // The API's null means every branch; an empty cell would read as "unknown".
  { header: 'Branch', value: (quarantine) => branchWords(quarantine.branch) },
  { header: 'Reason', value: (quarantine) => quarantine.reason },
  { header: 'Owner', value: (quarantine) => parseQuarantineReason(quarantine.reason).owner, jsonKey: 'owner' },
  { header: 'Ticket', value: (quarantine) => parseQuarantineReason(quarantine.reason).ticket, jsonKey: 'ticket' },
  { header: 'Until (UTC day)', value: (quarantine) => parseQuarantineReason(quarantine.reason).until, jsonKey: 'until' },
  { header: 'Source', value: (quarantine) => quarantine.source },
  { header: 'Quarantined since', value: (quarantine) => quarantine.created_at },
  { header: 'Recovered', value: (quarantine) => quarantine.is_recovered },
  { header: 'Test ID', value: (quarantine) => quarantine.test_id },
  { header: 'Quarantine ID', value: (quarantine) => quarantine.id },
];

/** Every quarantine under the table's filters (branch, source, test), whatever page is on screen. */
export function quarantinesExport(api: ApiClient, repo: RepositoryRef, filters: QuarantineListFilters): ExportSource<QuarantinedTest> {
  const query = toListQuery({ ...filters, cursor: undefined, perPage: SUMMARY_PAGE_SIZE });
  return {
    what: 'quarantines',
    fileName: `${repo.owner} ${repo.repo} quarantines`,
    columns: QUARANTINE_EXPORT_COLUMNS,
    // A quarantine has no time window: the list is what is in force when the export reads it.
    scope: () => ({ window: { description: 'the quarantines in force when exported' }, filters: queryFilters(query) }),
    fetchPage: linkPages(
      (cursor, signal) => api.listQuarantines({ path: repositoryPath(repo), query: { ...query, cursor } }, { signal }),
      (data) => data.quarantined_tests,
    ),
  };
}
