// The offline demo's `demo-service-worker.js`: MSW's worker behind a cache of the built files
// (offline-shell-worker.js). The file list is the build's own, so a new build is a new worker and cache.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

export const OFFLINE_SHELL_WORKER = 'demo-service-worker.js';
/** Loaded by the worker itself (importScripts), never through the cache. */
const NOT_CACHED = new Set([OFFLINE_SHELL_WORKER, 'mockServiceWorker.js']);

export function offlineShellPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ci-insights:offline-shell',
    apply: 'build',
    configResolved: (resolved) => void (config = resolved),
    generateBundle: {
      order: 'post', // after Vite has added index.html
      handler(_options, bundle) {
        const publicFiles = config.publicDir
          ? readdirSync(config.publicDir, { recursive: true, withFileTypes: true })
              .filter((entry) => entry.isFile())
              .map((entry) => relative(config.publicDir, `${entry.parentPath}/${entry.name}`).replaceAll('\\', '/'))
          : [];
        const files = [...new Set([...Object.keys(bundle), ...publicFiles])].filter((file) => !NOT_CACHED.has(file)).sort();
        const shellFiles = ['./', ...files.map((file) => `./${file}`)];
        const html = bundle['index.html'];
        const version = createHash('sha256')
          .update(JSON.stringify(shellFiles))
          .update(html?.type === 'asset' ? String(html.source) : '')
          .digest('hex')
          .slice(0, 16);
        this.emitFile({ type: 'asset', fileName: OFFLINE_SHELL_WORKER, source: offlineShellWorker(version, shellFiles) });
      },
    },
  };
}

/** The build's facts, then the fixed logic. */
export function offlineShellWorker(version: string, shellFiles: readonly string[]): string {
  const logic = readFileSync(new URL('./offline-shell-worker.js', import.meta.url), 'utf8');
  return `var SHELL_VERSION = ${JSON.stringify(version)};\nvar SHELL_FILES = ${JSON.stringify(shellFiles)};\n${logic}`;
}
