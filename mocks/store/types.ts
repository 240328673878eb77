// Shared shapes of the mock's raw store. Wire types live in the generated contract
// (`@/api/generated/schema`); these are the raw facts the answers are derived from.
import type { EventLog } from '../activity/event-log-types';
import type { TestRunStore } from '../test-insights/test-run-store';

/** A GitHub-like account that authors pull requests, reviews, comments, etc. */
export interface MockUser {
  id: number;
  login: string;
}

/** A pull request of a demo repository. Runs on the default branch point back to the merged one. */
export interface PullRequest {
  /** Database id (GetTestDetailsResponsePull.id). */
  id: number;
  number: number;
  title: string;
  author: MockUser;
  headBranch: string;
  baseRef: string;
  createdAt: number; // epoch ms
  /** null while open or when closed without merge. */
  mergedAt: number | null;
  mergeCommitSha: string | null;
}

/** A quarantine record, as stored (the wire shape is QuarantinedTest). */
export interface QuarantineRecord {
  id: string; // uuid v4-like, deterministic for seeded ones
  testName: string;
  testId: string; // uuid5 of the test name
  reason: string;
  branch: string | null;
  createdAt: number; // epoch ms
  source: 'manual' | 'auto';
}

export interface RepositoryState {
  owner: string;
  name: string;
  /** "owner/name", the `repository` field of events and test details. */
  fullName: string;
  defaultBranch: string;
  users: MockUser[];
  pullRequests: PullRequest[];
  /** Test-insights data (raw runs and indexes); shape owned by mocks/test-insights. Never mutated. */
  tests: TestRunStore;
  quarantines: QuarantineRecord[];
  events: EventLog;
}
