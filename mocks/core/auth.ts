// Bearer authentication as the real service answers it: 401 for a missing or unknown token, 403 for a refused kind.
import { identityOfToken, type CredentialIdentity } from './demo-credentials';
import { errorResponse } from './http-responses';
import type { CredentialKind } from './mock-context';

export const ALL_CREDENTIAL_KINDS: readonly CredentialKind[] = ['admin_key', 'ci_key', 'host_token'];
/** Operation 8 and the activity log do not accept the CI Application Key. */
export const NO_CI_KEY: readonly CredentialKind[] = ['admin_key', 'host_token'];

export type AuthResult = { ok: true; identity: CredentialIdentity } | { ok: false; response: Response };

export function authenticate(
  request: Request,
  accepted: readonly CredentialKind[],
  forbiddenDetail = 'This credential cannot access this operation',
): AuthResult {
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  if (!match?.[1]) return { ok: false, response: errorResponse(401, 'Not authenticated') };
  const identity = identityOfToken(match[1]);
  if (!identity) return { ok: false, response: errorResponse(401, 'Invalid token') };
  if (!accepted.includes(identity.kind)) return { ok: false, response: errorResponse(403, forbiddenDetail) };
  return { ok: true, identity };
}
