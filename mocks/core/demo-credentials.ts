// The only credentials the mock accepts, shared so that no test or page hard-codes a token of its own.
import type { CredentialKind } from './mock-context';

export const DEMO_CREDENTIALS = {
  adminKey: 'demo-admin-key',
  ciKey: 'demo-ci-key',
  hostToken: 'ghp_demo',
} as const;

/** Who a credential acts as, for `quarantined_by`/`dequarantined_by` and event triggers. */
export interface CredentialIdentity {
  kind: CredentialKind;
  actor: { type: 'application' | 'user'; id: number | string; name: string };
  /** The activity log's `trigger` for actions taken with this credential. */
  trigger: string;
}

export const DEMO_HOST_USER = { id: 5_000_001, login: 'demo-user' } as const;

/** An application key acts as itself; its events say `Application: <name>`. */
const application = (kind: CredentialKind, id: string, name: string): CredentialIdentity => ({
  kind,
  actor: { type: 'application', id, name },
  trigger: `Application: ${name}`,
});

const IDENTITIES: Record<string, CredentialIdentity> = {
  [DEMO_CREDENTIALS.adminKey]: application('admin_key', '8a0e5d7c-3f41-4b6a-9c2e-1d7f3b5a9e40', 'Demo admin key'),
  [DEMO_CREDENTIALS.ciKey]: application('ci_key', '2c9b4e1f-7a63-4d08-b5f2-6e1a8c3d7b95', 'Demo CI key'),
  [DEMO_CREDENTIALS.hostToken]: {
    kind: 'host_token',
    actor: { type: 'user', id: DEMO_HOST_USER.id, name: DEMO_HOST_USER.login },
    trigger: `@${DEMO_HOST_USER.login}`,
  },
};

export function identityOfToken(token: string): CredentialIdentity | undefined {
  return Object.hasOwn(IDENTITIES, token) ? IDENTITIES[token] : undefined;
}

/** The demo identity of a credential kind (journal replay re-acts as the original caller). */
export function identityOfKind(kind: CredentialKind): CredentialIdentity {
  const identity = Object.values(IDENTITIES).find((candidate) => candidate.kind === kind);
  if (!identity) throw new Error(`No demo credential of kind ${kind}`);
  return identity;
}
