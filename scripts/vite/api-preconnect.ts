// An API on another origin gets `<link rel="preconnect">`: the connection opens while the app downloads.
// `crossorigin`, because the app's CORS requests without cookies use the anonymous connection pool.
import type { Plugin } from 'vite';

export function apiPreconnectPlugin(apiBaseUrl: string | undefined): Plugin {
  const origin = URL.canParse(apiBaseUrl ?? '') ? new URL(apiBaseUrl!).origin : null; // relative: the page's own origin
  return {
    name: 'ci-insights:api-preconnect',
    apply: 'build',
    transformIndexHtml: () =>
      origin?.startsWith('http') ? [{ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: true } }] : [],
  };
}
