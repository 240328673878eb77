// The raw facts both halves of the store (test insights, activity) point to.

export interface MockUser {
  id: number;
  login: string;
}

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
