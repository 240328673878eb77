import { followPages } from '@/api/link-pagination';
import type { ExportPage, ExportPageFetcher } from './export-source';

export type WalkProgress = {
  rows: number;
  /** Rows in all, when known (from the caller or from the API's answer); null otherwise. */
  total: number | null;
  pages: number;
};

export type WalkOptions<T> = {
  signal: AbortSignal;
  onPage: (rows: readonly T[]) => void;
  onProgress?: (progress: WalkProgress) => void;
  total?: number | null | undefined;
  /** Lets the page paint and answer input between two pages; replaceable in tests. */
  pause?: () => Promise<void>;
};

/** `scheduler.yield()` where there is one (it resumes ahead of other tasks), else a zero timeout. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** An export's walk (`followPages`): cancellable, pausing between pages, its progress told after each. */
export async function walkPages<T>(fetchPage: ExportPageFetcher<T>, options: WalkOptions<T>): Promise<WalkProgress> {
  const { signal, onPage, onProgress, pause = yieldToBrowser } = options;
  const progress: WalkProgress = { rows: 0, total: options.total ?? null, pages: 0 };
  const fetchInTurn = async (cursor: string | null) => {
    if (cursor !== null) await pause();
    signal.throwIfAborted();
    const page = await fetchPage(cursor, signal);
    signal.throwIfAborted();
    return page;
  };
  const step = { next: (page: ExportPage<T>) => page.next, key: (cursor: string) => cursor, fetch: fetchInTurn };
  const { truncated } = await followPages(await fetchInTurn(null), step, (page) => {
    onPage(page.items);
    progress.rows += page.items.length;
    progress.pages += 1;
    if (typeof page.total === 'number') progress.total = page.total;
    onProgress?.({ ...progress });
  });
  // A cursor handed out twice would make the walk go round forever.
  if (truncated)
    throw new Error('The API returned a page link it had already given, so the export stopped rather than loop. Try again later.');
  return progress;
}
