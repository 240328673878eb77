import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_NOW } from '../fixtures';
import { createClock } from '../core/clock';
import { createMockStore } from './create-mock-store';
import type * as generation from './generate-repository';
import { generateRepositoryTimeline } from './generate-repository';
import { DEMO_REPOSITORY_PROFILES } from './repository-profiles';

vi.mock('./generate-repository', async (importOriginal) => {
  const actual = await importOriginal<typeof generation>();
  return { ...actual, generateRepositoryTimeline: vi.fn(actual.generateRepositoryTimeline) };
});

const generated = () => vi.mocked(generateRepositoryTimeline).mock.calls.map(([profile]) => `${profile.owner}/${profile.name}`);
const newStore = (seed: string) => createMockStore({ clock: createClock(FIXTURE_NOW), seed, shareHistory: false });

// The demo opens on one repository: the store generates a repository's history when it is first read,
// so that page does not wait for the others.
describe('a store generates each repository when first read', () => {
  it('builds nothing up front, then only the repository asked for, once', () => {
    vi.mocked(generateRepositoryTimeline).mockClear();
    const store = newStore('lazy-a');
    expect(generated()).toEqual([]);
    store.getRepository('acme', 'checkout');
    store.getRepository('acme', 'checkout');
    expect(generated()).toEqual(['acme/checkout']);
    expect(store.getRepository('acme', 'no-such-repository')).toBeUndefined();
    expect([...store.repositories.keys()]).toEqual(DEMO_REPOSITORY_PROFILES.map((profile) => `${profile.owner}/${profile.name}`));
    expect(generated().sort()).toEqual(DEMO_REPOSITORY_PROFILES.map((profile) => `${profile.owner}/${profile.name}`).sort());
  });

  it('gives a repository the same past whichever repository was read first', () => {
    const alone = newStore('lazy-b').getRepository('acme', 'checkout');
    const second = newStore('lazy-b');
    second.getRepository('acme', 'docs-site');
    const after = second.getRepository('acme', 'checkout');
    expect(after?.tests.identities).toEqual(alone?.tests.identities);
    expect(after?.quarantines).toEqual(alone?.quarantines);
    expect(after?.events.size).toBe(alone?.events.size);
    expect(after?.events.size).toBeGreaterThan(0);
  });
});
