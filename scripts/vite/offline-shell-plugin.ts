// The offline demo's app shell: writes `demo-service-worker.js` beside index.html, MSW's worker with a
// cache of the built files in front of it (see offline-shell-worker.js for why). The list of files is
// the build's own, so a new build is a new worker: the browser installs it and drops the old cache.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { relative, join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

export const OFFLINE_SHELL_WORKER = 'demo-service-worker.js';
/** Served by the worker itself (importScripts), never through the cache. */
const NOT_CACHED = new Set([OFFLINE_SHELL_WORKER, 'mockServiceWorker.js']);

export function offlineShellPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ci-insights:offline-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      // After Vite has added index.html to the bundle.
      order: 'post',
      handler(_options, bundle) {
        const files = [...Object.keys(bundle), ...publicFiles(config.publicDir)].filter((file) => !NOT_CACHED.has(file));
        const shellFiles = ['./', ...[...new Set(files)].sort().map((file) => `./${file}`)];
        const version = createHash('sha256').update(JSON.stringify(shellFiles)).update(htmlSource(bundle)).digest('hex').slice(0, 16);
        this.emitFile({ type: 'asset', fileName: OFFLINE_SHELL_WORKER, source: offlineShellWorker(version, shellFiles) });
      },
    },
  };
}

/** The worker's text: the build's facts, then the fixed logic. */
export function offlineShellWorker(version: string, shellFiles: readonly string[]): string {
  const logic = readFileSync(new URL('./offline-shell-worker.js', import.meta.url), 'utf8');
  return `var SHELL_VERSION = ${JSON.stringify(version)};\nvar SHELL_FILES = ${JSON.stringify(shellFiles)};\n${logic}`;
}

function htmlSource(bundle: Record<string, { type: string; source?: unknown }>): string {
  const html = bundle['index.html'];
  return html && typeof html.source === 'string' ? html.source : '';
}

function publicFiles(publicDir: string): string[] {
  if (!publicDir) return [];
  try {
    return readdirSync(publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(publicDir, join(entry.parentPath, entry.name)).replaceAll('\\', '/'));
  } catch {
    return [];
  }
}
