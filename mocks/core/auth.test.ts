import { describe, expect, it } from 'vitest';
import { ALL_CREDENTIAL_KINDS, NO_CI_KEY, authenticate } from './auth';
import { DEMO_CREDENTIALS } from './demo-credentials';

function request(authorization?: string) {
  return new Request('http://x/', { headers: authorization ? { Authorization: authorization } : {} });
}

describe('authenticate', () => {
  it('answers 401 "Not authenticated" without a bearer header', async () => {
    for (const header of [undefined, 'Basic abc', 'Bearer']) {
      const result = authenticate(request(header), ALL_CREDENTIAL_KINDS);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.response.status).toBe(401);
        expect(await result.response.json()).toEqual({ detail: 'Not authenticated' });
      }
    }
  });

  it('answers 401 "Invalid token" for an unknown token', async () => {
    const result = authenticate(request('Bearer ghp_unknown'), ALL_CREDENTIAL_KINDS);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(await result.response.json()).toEqual({ detail: 'Invalid token' });
  });

  it('answers 403 when the kind is not accepted, and knows each demo credential', async () => {
    const refused = authenticate(request(`Bearer ${DEMO_CREDENTIALS.ciKey}`), NO_CI_KEY, 'No CI key here');
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.response.status).toBe(403);
      expect(await refused.response.json()).toEqual({ detail: 'No CI key here' });
    }
    expect(authenticate(request(`bearer ${DEMO_CREDENTIALS.adminKey}`), NO_CI_KEY)).toMatchObject({
      ok: true,
      identity: { kind: 'admin_key' },
    });
    expect(authenticate(request(`Bearer ${DEMO_CREDENTIALS.hostToken}`), NO_CI_KEY)).toMatchObject({
      ok: true,
      identity: { kind: 'host_token' },
    });
    expect(authenticate(request(`Bearer ${DEMO_CREDENTIALS.ciKey}`), ALL_CREDENTIAL_KINDS)).toMatchObject({
      ok: true,
      identity: { kind: 'ci_key' },
    });
  });
});
