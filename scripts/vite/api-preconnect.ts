// A deployment whose API lives on another origin (VITE_API_BASE_URL) gets `<link rel="preconnect">` to it:
// the connection (DNS, TCP, TLS) is opened while the app downloads, not after it has booted and sent its
// first request. `crossorigin`: the app's requests are CORS requests without cookies, which use the
// browser's anonymous connection pool; a preconnect without it would open a connection they cannot use.
import type { Plugin } from 'vite';

export function apiPreconnectTag(apiBaseUrl: string | undefined): string | null {
  if (!apiBaseUrl || !/^https?:\/\//.test(apiBaseUrl)) return null; // relative: the page's own origin
  let origin: string;
  try {
    origin = new URL(apiBaseUrl).origin;
  } catch {
    return null;
  }
  return `<link rel="preconnect" href="${origin}" crossorigin />`;
}

export function apiPreconnectPlugin(apiBaseUrl: string | undefined): Plugin {
  const tag = apiPreconnectTag(apiBaseUrl);
  return {
    name: 'ci-insights:api-preconnect',
    apply: 'build',
    transformIndexHtml: (html) => (tag === null ? html : html.replace(/<\/title>/i, `</title>\n    ${tag}`)),
  };
}
