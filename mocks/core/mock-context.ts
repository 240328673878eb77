// What every handler module receives, built once per backend (mock-backend.ts).
import type { Clock } from './clock';
import type { QueryNotes } from './query-notes';
import type { RepositoryState } from '../store/types';
import type { QuarantineRecord } from '../store/records';

export type CredentialKind = 'admin_key' | 'ci_key' | 'host_token';

export interface MockContext {
  clock: Clock;
  /** undefined for an unknown repository (handlers answer 404 "Repository not found"). */
  getRepository(owner: string, name: string): RepositoryState | undefined;
  /** Every repository of the owner (empty for an unknown owner: handlers answer 404 "Owner not found"). */
  getOwnerRepositories(owner: string): RepositoryState[];
  /** `MOCK_SEED`: the dataset, for figures drawn by hashing rather than from the stored history. */
  seed: string;
  /** Called after every mutation so the browser worker can persist it (no-op elsewhere). */
  onMutation(mutation: MockMutation): void;
  /** The queries behind compact page links (a query too long to repeat in a `Link` header). */
  queryNotes: QueryNotes;
}

/** A state change, as the browser worker's journal records and replays it. */
export type MockMutation =
  | { kind: 'quarantine.created'; repository: string; record: QuarantineRecord; credential: CredentialKind }
  | { kind: 'quarantine.removed'; repository: string; quarantineId: string; at: number; credential: CredentialKind };
