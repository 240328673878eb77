// The offline demo's service worker (SHELL_VERSION and SHELL_FILES are written above by offline-shell-plugin.ts).
// MSW's worker answers only the API; this one keeps the app's own files in a cache, so a reload offline
// still finds the page. Other requests go on to MSW's listeners.
/* global SHELL_VERSION, SHELL_FILES */

var SHELL_CACHE_PREFIX = 'ci-insights-demo-shell:';
var SHELL_CACHE = SHELL_CACHE_PREFIX + SHELL_VERSION;
var INDEX_URL = new URL('./index.html', self.location.href).href;
var SCOPE_URL = new URL('./', self.location.href).href;
var SHELL_URLS = SHELL_FILES.map(function (file) {
  return new URL(file, self.location.href).href;
});

// Cached when the page asks (once the mock answers, src/mock-bootstrap.ts), not on install: MSW's worker must
// activate at once. A file the host refuses must not break the rest; hashed files already cached stay.
function cacheShell() {
  return caches.open(SHELL_CACHE).then(function (cache) {
    return Promise.all(
      SHELL_URLS.map(function (url) {
        return cache.match(url).then(function (cached) {
          if (cached && url !== SCOPE_URL && url !== INDEX_URL) return undefined;
          return cache.add(new Request(url, { cache: 'no-cache' })).catch(function () {
            return undefined;
          });
        });
      }),
    );
  });
}

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches.keys().then(function (names) {
      return Promise.all(
        names
          .filter(function (name) {
            return name.indexOf(SHELL_CACHE_PREFIX) === 0 && name !== SHELL_CACHE;
          })
          .map(function (name) {
            return caches.delete(name);
          }),
      );
    }),
  );
});

// MSW's worker unregisters itself when its last page closes, as a reload does: offline, the reload would
// find no page. The registration stays; the next page activates mocking with its own client id.
self.addEventListener('message', function (event) {
  if (event.data === 'CLIENT_CLOSED') event.stopImmediatePropagation();
  if (event.data === 'CACHE_SHELL') {
    event.stopImmediatePropagation();
    event.waitUntil(cacheShell());
  }
});

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = request.url.split('#')[0];
  if (request.mode === 'navigate') {
    if (url.split('?')[0].indexOf(SCOPE_URL) !== 0) return;
    event.stopImmediatePropagation();
    // The network first, so a newer deployment is seen; the cached page when there is no network.
    event.respondWith(
      fetch(request).catch(function () {
        return caches.match(INDEX_URL, { ignoreSearch: true, ignoreVary: true }).then(function (cached) {
          return cached || Response.error();
        });
      }),
    );
    return;
  }
  if (SHELL_URLS.indexOf(url.split('?')[0]) === -1) return;
  event.stopImmediatePropagation();
  // Built files have hashed names: the cached copy is the right one.
  event.respondWith(
    caches.match(url, { ignoreSearch: true, ignoreVary: true }).then(function (cached) {
      return cached || fetch(request);
    }),
  );
});

importScripts('./mockServiceWorker.js');
