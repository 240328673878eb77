// "First screen": the page's own JS and CSS fetched before its first data was painted, gzipped from the built files.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface ResourceEntry {
  url: string;
  /** performance.now() when the fetch started. */
  start: number;
}

export interface FirstScreen {
  jsBytes: number;
  cssBytes: number;
  files: { path: string; kind: 'js' | 'css'; gzipBytes: number }[];
}

/** A served build: its origin and its folder. */
export interface Site {
  url: string;
  dir: string;
}

export const readResourceEntries = (page: Page): Promise<ResourceEntry[]> =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, start: entry.startTime })));

/** The origin's .js and .css fetched before `firstDataAt`, each path once. */
export function firstScreenFiles(entries: readonly ResourceEntry[], origin: string, firstDataAt: number) {
  const files = new Map<string, 'js' | 'css'>();
  for (const entry of entries) {
    const url = new URL(entry.url);
    const kind = /\.(js|css)$/.exec(url.pathname)?.[1] as 'js' | 'css' | undefined;
    if (url.origin === origin && kind && entry.start < firstDataAt && !files.has(url.pathname)) files.set(url.pathname, kind);
  }
  return [...files].map(([path, kind]) => ({ path, kind }));
}

const gzipSizes = new Map<string, number>();
const gzipSize = (file: string) => gzipSizes.get(file) ?? gzipSizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length).get(file)!;

export function measureFirstScreen(entries: readonly ResourceEntry[], site: Site, firstDataAt: number): FirstScreen {
  const files = firstScreenFiles(entries, site.url, firstDataAt).map((file) => ({
    ...file,
    gzipBytes: gzipSize(`${site.dir}${file.path}`),
  }));
  const total = (kind: 'js' | 'css') => files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzipBytes, 0);
  return { jsBytes: total('js'), cssBytes: total('css'), files };
}
