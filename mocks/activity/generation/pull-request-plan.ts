// A pull request as the activity stories see it: the store's pull requests plus synthetic ones that
// give the log its volume (and the culprits of failed batches).
import type { MockUser } from '../../store/records';

export interface PullRequestPlan {
  number: number;
  title: string;
  author: MockUser;
  headBranch: string;
  baseRef: string;
  createdAt: number;
  /** null while open or when closed unmerged. */
  mergedAt: number | null;
  /** Closed without merge; null while open (or merged). */
  closedAt: number | null;
  mergeCommitSha: string | null;
  /** Goes through the priority ("hotfix") queue. */
  hotfix: boolean;
  /** Queued with an `@bot queue` comment by its author (else by the automatic-merge rule). */
  queuedByCommand: boolean;
  /** Opened as a draft (an `action.edit` makes it ready). */
  openedAsDraft: boolean;
}
