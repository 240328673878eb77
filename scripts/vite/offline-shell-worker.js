// The offline demo's service worker (built into dist-demo/demo-service-worker.js by
// scripts/vite/offline-shell-plugin.ts, which puts SHELL_VERSION and SHELL_FILES above this text).
//
// MSW's worker (imported at the end) only answers the API: it lets navigations and the app's own files
// through to the network. Offline, a reload would then find no page at all. This worker keeps the app
// shell (index.html and every built file) in a cache of its own, filled when it installs, and answers
// those requests first; every other request (the API) goes on to MSW's listeners.
/* global SHELL_VERSION, SHELL_FILES */

var SHELL_CACHE_PREFIX = 'ci-insights-demo-shell:';
var SHELL_CACHE = SHELL_CACHE_PREFIX + SHELL_VERSION;
var INDEX_URL = new URL('./index.html', self.location.href).href;
var SCOPE_URL = new URL('./', self.location.href).href;
var SHELL_URLS = SHELL_FILES.map(function (file) {
  return new URL(file, self.location.href).href;
});

// The shell is cached when the page asks (once the mock answers, see src/mock-bootstrap.ts), not while
// installing: MSW's worker must activate at once, or the demo's first answers would wait for every file.
// One by one, and tolerant: a file the host refuses must not break the rest. Files already cached (the
// names are hashed) are not fetched again.
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

// MSW's worker unregisters itself when its last page closes, and a reload closes the page: the reload
// would then reach the network, which offline means no page. The registration stays; the next page
// activates mocking again with its own client id.
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
