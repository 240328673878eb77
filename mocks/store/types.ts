// One repository of the mock's store: test insights, quarantines, the activity log.
import type { ActivityEventLog } from '../activity/activity-event-log';
import type { TestRunStore } from '../test-insights/test-run-store';
import type { QuarantineRecord } from './records';
import type { RepositoryTimeline } from './repository-timeline';

export interface RepositoryState {
  owner: string;
  name: string;
  /** "owner/name", the `repository` field of events and test details. */
  fullName: string;
  defaultBranch: string;
  tests: TestRunStore;
  quarantines: QuarantineRecord[];
  events: ActivityEventLog;
  /** The generated history behind `tests`, runs past the clock included: the CI runner model reads whole jobs from it. */
  history: RepositoryTimeline;
}
