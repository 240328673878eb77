// The account shapes of event metadata (Actor, GitHubAccount) for the demo users.
import type { components } from '@/api/generated/schema';
import type { MockUser } from '../../store/records';

export type Actor = components['schemas']['Actor'];
export type GitHubAccount = components['schemas']['GitHubAccount'];

export function userActor(user: MockUser): Actor {
  return { type: 'user', id: user.id, name: user.login };
}

export function gitHubAccount(user: MockUser): GitHubAccount {
  return { login: user.login, id: user.id, type: 'User', avatar_url: `https://avatars.githubusercontent.com/u/${user.id}?v=4` };
}

/** Support staff of the vendor acting on the customer's behalf (`*_by_staff: true`). */
export const STAFF_ACTOR: Actor = { type: 'user', id: 9_000_001, name: 'vendor-support' };
export const STAFF_TRIGGER = '@vendor-support';
