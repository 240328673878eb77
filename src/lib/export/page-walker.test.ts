import { describe, expect, it, vi } from 'vitest';
import type { ExportPage } from './export-source';
import { walkPages, type WalkProgress } from './page-walker';

/** Pages of `size` numbers out of `count`, with cursors "p2", "p3"… like an API's opaque ones. */
function pagesOf(count: number, size: number, withTotal = true) {
  return vi.fn(async (cursor: string | null): Promise<ExportPage<number>> => {
    const index = cursor === null ? 0 : Number(cursor.slice(1)) - 1;
    const items = Array.from({ length: Math.max(0, Math.min(size, count - index * size)) }, (_, i) => index * size + i);
    const next = (index + 1) * size < count ? `p${index + 2}` : null;
    return { items, next, ...(withTotal ? { total: count } : {}) };
  });
}
const noPause = () => Promise.resolve();

describe('walkPages', () => {
  it('reads every page in order, handing each page to onPage and reporting progress', async () => {
    const fetchPage = pagesOf(250, 100);
    const seen: number[] = [];
    const progress: WalkProgress[] = [];
    const done = await walkPages(fetchPage, {
      signal: new AbortController().signal,
      onPage: (rows) => seen.push(...rows),
      onProgress: (step) => progress.push(step),
      pause: noPause,
    });
    expect(seen).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([null, 'p2', 'p3']);
    expect(progress.map((step) => [step.rows, step.total])).toEqual([
      [100, 250],
      [200, 250],
      [250, 250],
    ]);
    expect(done).toEqual({ rows: 250, total: 250, pages: 3 });
  });

  it('keeps the total it was given when the API does not tell one', async () => {
    const done = await walkPages(pagesOf(5, 2, false), {
      signal: new AbortController().signal,
      onPage: () => {},
      total: 5,
      pause: noPause,
    });
    expect(done.total).toBe(5);
  });

  it('reports an unknown total as null', async () => {
    const done = await walkPages(pagesOf(3, 2, false), { signal: new AbortController().signal, onPage: () => {}, pause: noPause });
    expect(done).toEqual({ rows: 3, total: null, pages: 2 });
  });

  it('pauses between pages, not after the last', async () => {
    const pause = vi.fn(noPause);
    await walkPages(pagesOf(30, 10), { signal: new AbortController().signal, onPage: () => {}, pause });
    expect(pause).toHaveBeenCalledTimes(2);
  });

  it('stops when cancelled between pages, with the abort reason', async () => {
    const controller = new AbortController();
    const fetchPage = pagesOf(1000, 10);
    const walk = walkPages(fetchPage, {
      signal: controller.signal,
      onPage: () => {},
      pause: async () => controller.abort(),
    });
    await expect(walk).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('drops a page that answers after Cancel', async () => {
    const controller = new AbortController();
    const onPage = vi.fn();
    const walk = walkPages(
      async () => {
        controller.abort();
        return { items: [1], next: null };
      },
      { signal: controller.signal, onPage, pause: noPause },
    );
    await expect(walk).rejects.toMatchObject({ name: 'AbortError' });
    expect(onPage).not.toHaveBeenCalled();
  });

  it('passes the signal to the fetcher so a request in flight is cancelled too', async () => {
    const controller = new AbortController();
    const fetchPage = vi.fn(async (_cursor: string | null, signal: AbortSignal): Promise<ExportPage<number>> => {
      expect(signal).toBe(controller.signal);
      return { items: [], next: null };
    });
    await walkPages(fetchPage, { signal: controller.signal, onPage: () => {}, pause: noPause });
    expect(fetchPage).toHaveBeenCalledOnce();
  });

  it('fails rather than loop when the API repeats a cursor', async () => {
    const walk = walkPages(async () => ({ items: [1], next: 'same' }), {
      signal: new AbortController().signal,
      onPage: () => {},
      pause: noPause,
    });
    await expect(walk).rejects.toThrow('The API returned a page link it had already given, so the export stopped rather than loop.');
  });

  it('passes a failed request on unchanged', async () => {
    const failure = new Error('503');
    const walk = walkPages(async () => Promise.reject(failure), { signal: new AbortController().signal, onPage: () => {}, pause: noPause });
    await expect(walk).rejects.toBe(failure);
  });
});
