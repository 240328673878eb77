// The shape of one repository in the mock's raw store, assembled from its two halves (test insights and
// the activity log) and the shared records. Wire types live in the generated contract.
import type { EventLog } from '../activity/event-log-types';
import type { TestRunStore } from '../test-insights/test-run-store';
import type { QuarantineRecord } from './records';
import type { RepositoryTimeline } from './repository-timeline';

export interface RepositoryState {
  owner: string;
  name: string;
  /** "owner/name", the `repository` field of events and test details. */
  fullName: string;
  defaultBranch: string;
  /** Test-insights data (raw runs and indexes) up to the store's clock; shape owned by mocks/test-insights. */
  tests: TestRunStore;
  quarantines: QuarantineRecord[];
  events: EventLog;
  /**
   * The generated history behind `tests` (runs past the clock included, never served as such): the CI
   * runner model reads whole jobs from it and reveals them by the clock itself.
   */
  history: RepositoryTimeline;
}
