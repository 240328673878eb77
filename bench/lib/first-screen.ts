// "First screen": the page's own JS and CSS fetched before its first data was painted, as transferred (gzipped by the server).
import type { Page } from '@playwright/test';

export interface ResourceEntry {
  url: string;
  /** performance.now() when the fetch started. */
  start: number;
  /** Bytes on the wire, body only (0 from the cache). */
  bytes: number;
}

export interface FirstScreen {
  jsBytes: number;
  cssBytes: number;
  files: { path: string; kind: 'js' | 'css'; bytes: number }[];
}

/** The page's fetches, then its workers' (a module worker fetches its own imports): `start` on the page's clock. */
export async function readResourceEntries(page: Page): Promise<ResourceEntry[]> {
  const read = () =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      url: entry.name,
      start: performance.timeOrigin + entry.startTime,
      bytes: entry.encodedBodySize,
    }));
  const origin = await page.evaluate(() => performance.timeOrigin);
  const scopes = await Promise.all([page.evaluate(read), ...page.workers().map((worker) => worker.evaluate(read))]);
  return scopes.flat().map((entry) => ({ ...entry, start: entry.start - origin }));
}

/** The origin's .js and .css fetched before `firstDataAt`, each path once. */
export function measureFirstScreen(entries: readonly ResourceEntry[], origin: string, firstDataAt: number): FirstScreen {
  const files = new Map<string, FirstScreen['files'][number]>();
  for (const entry of entries) {
    const url = new URL(entry.url);
    const kind = /\.(js|css)$/.exec(url.pathname)?.[1] as 'js' | 'css' | undefined;
    if (url.origin === origin && kind && entry.start < firstDataAt && !files.has(url.pathname)) {
      files.set(url.pathname, { path: url.pathname, kind, bytes: entry.bytes });
    }
  }
  const total = (kind: 'js' | 'css') => [...files.values()].filter((file) => file.kind === kind).reduce((sum, file) => sum + file.bytes, 0);
  return { jsBytes: total('js'), cssBytes: total('css'), files: [...files.values()] };
}
