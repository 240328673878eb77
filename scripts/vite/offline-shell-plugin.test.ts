import { describe, expect, it } from 'vitest';
import { offlineShellWorker } from './offline-shell-plugin';

describe('the offline demo’s service worker', () => {
  const worker = offlineShellWorker('v1', ['./', './index.html', './assets/index-abc.js']);

  it('names the build and its files first, then caches them in front of MSW’s worker', () => {
    expect(worker.startsWith('var SHELL_VERSION = "v1";\nvar SHELL_FILES = ["./","./index.html","./assets/index-abc.js"];\n')).toBe(true);
    expect(worker.trimEnd().endsWith("importScripts('./mockServiceWorker.js');")).toBe(true);
  });

  it('keeps its registration when a page closes (a reload offline must find it)', () => {
    expect(worker).toContain("event.data === 'CLIENT_CLOSED'");
    expect(worker).toContain("event.data === 'CACHE_SHELL'");
  });
});
