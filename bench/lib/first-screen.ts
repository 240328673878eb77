// "First screen": every JS and CSS file of the page's own origin whose fetch started before the first
// data row was painted (the browser's Resource Timing), each sized gzipped (level 9) from the built
// file. What a person waits for before seeing data; chunks fetched later (a chart below, a dialog) are
// left out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

export function readResourceEntries(page: Page): Promise<ResourceEntry[]> {
  return page.evaluate(() => performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, start: entry.startTime })));
}

/** The first screen's files: the origin's .js/.css fetched before `firstDataAt`, each path once. */
export function firstScreenFiles(
  entries: readonly ResourceEntry[],
  origin: string,
  firstDataAt: number,
): { path: string; kind: 'js' | 'css' }[] {
  const seen = new Set<string>();
  const files: { path: string; kind: 'js' | 'css' }[] = [];
  for (const entry of entries) {
    const url = new URL(entry.url);
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (url.origin !== origin || kind === null || entry.start >= firstDataAt || seen.has(url.pathname)) continue;
    seen.add(url.pathname);
    files.push({ path: url.pathname, kind });
  }
  return files;
}

const gzipSizes = new Map<string, number>();

export function gzipSizeOfFile(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

export function measureFirstScreen(entries: readonly ResourceEntry[], origin: string, firstDataAt: number, buildDir: string): FirstScreen {
  const files = firstScreenFiles(entries, origin, firstDataAt).map((file) => ({
    ...file,
    gzipBytes: gzipSizeOfFile(join(buildDir, file.path)),
  }));
  const total = (kind: 'js' | 'css') => files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzipBytes, 0);
  return { jsBytes: total('js'), cssBytes: total('css'), files };
}
