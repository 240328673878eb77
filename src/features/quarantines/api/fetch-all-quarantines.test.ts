import { describe, expect, it, vi } from 'vitest';
import { quarantineFixture, quarantinePage } from '../testing/fake-api';
import { collectAllQuarantines, SUMMARY_MAX_PAGES } from './fetch-all-quarantines';

describe('collectAllQuarantines', () => {
  it('follows next links until there is none', async () => {
    const pages = {
      b: quarantinePage([quarantineFixture({ id: '3' })], 2, 'c'),
      c: quarantinePage([quarantineFixture({ id: '4' })], 2),
    };
    const follow = vi.fn(async (link: { cursor: string | null }) => pages[link.cursor as 'b' | 'c']);
    const all = await collectAllQuarantines(
      quarantinePage([quarantineFixture({ id: '1' }), quarantineFixture({ id: '2' })], 2, 'b'),
      follow,
    );
    expect(all.truncated).toBe(false);
    expect(all.quarantines.map((quarantine) => quarantine.id)).toEqual(['1', '2', '3', '4']);
    expect(follow).toHaveBeenCalledTimes(2);
  });

  it('stops on a cursor it has already followed instead of looping', async () => {
    const follow = vi.fn(async () => quarantinePage([quarantineFixture({ id: '2' })], 1, 'again'));
    const all = await collectAllQuarantines(quarantinePage([quarantineFixture({ id: '1' })], 1, 'again'), follow);
    expect(all).toMatchObject({ truncated: true });
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it('stops after the page cap and says the figures are partial', async () => {
    let counter = 0;
    const follow = vi.fn(async () => {
      counter += 1;
      return quarantinePage([quarantineFixture({ id: String(counter + 1) })], 1, `cursor-${counter}`);
    });
    const all = await collectAllQuarantines(quarantinePage([quarantineFixture({ id: '1' })], 1, 'cursor-0'), follow);
    expect(all.truncated).toBe(true);
    expect(all.quarantines).toHaveLength(SUMMARY_MAX_PAGES);
  });
});
