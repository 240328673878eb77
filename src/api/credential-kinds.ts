import { operationRoutes } from './generated/operations';
import type { OperationId } from './operation-routes';

// The contract's three kinds of bearer credential and what each may read, in words: Settings list them, a 403 names them.

export type CredentialKind = 'AdminApplicationKey' | 'CIApplicationKey' | 'RepositoryHostToken';

/** `reads`: what it may read, as a sentence fragment after the label. */
export const CREDENTIAL_KINDS: readonly { kind: CredentialKind; label: string; reads: string }[] = [
  { kind: 'AdminApplicationKey', label: 'Admin Application Key', reads: 'every page' },
  {
    kind: 'CIApplicationKey',
    label: 'CI Application Key',
    reads:
      'test search, test pages and quarantines; not the overview’s repository-wide statistics, the activity log, the merge queue’s statistics nor the CI runners page',
  },
  {
    kind: 'RepositoryHostToken',
    label: 'Repository-host token (ghp_…, github_pat_…, gho_…)',
    reads: 'every page of the repositories it has access to',
  },
];

const ALL_KINDS: readonly CredentialKind[] = CREDENTIAL_KINDS.map((info) => info.kind);

/** The CI Application Key reads the tests and quarantines of a repository, not its repository-wide statistic (checked against the contract's security lists by the test). */
export function acceptedCredentialKinds(operation: OperationId): readonly CredentialKind[] {
  const takesCiKey = operationRoutes[operation].path.startsWith('/ci/{owner}/repositories/') && operation !== 'getRepositoryTestStat';
  return takesCiKey ? ALL_KINDS : ALL_KINDS.filter((kind) => kind !== 'CIApplicationKey');
}

const LABELS: Record<CredentialKind, string> = {
  AdminApplicationKey: 'an Admin Application Key',
  CIApplicationKey: 'a CI Application Key',
  RepositoryHostToken: 'a repository-host token',
};

/** A 403 in words a person can act on: which kinds of credential this needs. */
export function forbiddenMessage(operation: OperationId, method: string, detail: string | null): string {
  const action = method === 'GET' || method === 'HEAD' ? 'read this' : 'do this';
  const said = detail === null ? '' : ` The API said: “${detail}”.`;
  const accepted = acceptedCredentialKinds(operation);
  if (accepted.length === ALL_KINDS.length) {
    return `Your credential may not ${action}: it has no access to this repository. Use a credential of this repository in Settings.${said}`;
  }
  const needed = accepted.map((kind) => LABELS[kind]).join(' or ');
  const refused = ALL_KINDS.filter((kind) => !accepted.includes(kind)).map((kind) => LABELS[kind].replace(/^an? /, ''));
  return `Your credential may not ${action}: it needs ${needed} (the ${refused.join(' and ')} is refused here). Change it in Settings.${said}`;
}
