import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { bootHeadingPlugin, bootHeadingScript } from './scripts/vite/boot-heading.ts';
import { contentSecurityPolicyPlugin } from './scripts/vite/content-security-policy.ts';
import { OFFLINE_SHELL_WORKER, offlineShellPlugin } from './scripts/vite/offline-shell-plugin.ts';
import { firstScreenChunksPlugin } from './scripts/vite/first-screen-chunks.ts';
import { routePreloadPlugin } from './scripts/vite/route-preload-plugin.ts';

// Imported on demand so the entry can start the page's requests first (see src/main.tsx), but needed by
// every page at once: the UI, the shell and the router's pending view (its error and not-found views
// load when they are needed).
const SHELL = [
  '/src/app/render-standalone.tsx',
  '/src/routes/-components/root-layout.tsx',
  '/src/features/shell/app-layout.tsx',
  '/src/components/feedback/route-pending.tsx',
];

// Modes:
//   development / demo  → the mock backend (MSW worker) starts before the first render.
//   production          → no MSW code at all; the API base URL and token come from the host or Settings.
//   demo build  → also relative asset URLs, hash routing and an offline app shell (see below).
export default defineConfig(({ mode, command }) => {
  const demoBuild = command === 'build' && mode === 'demo';
  // The demo build is copied to any static host, under any path, often one that cannot answer deep links
  // with index.html: relative asset URLs and routes in the URL's fragment need neither. VITE_BASE_PATH
  // (e.g. `/`, as the journeys' preview server does) gives a fixed base and path routing instead.
  const base = process.env.VITE_BASE_PATH ?? (demoBuild ? './' : '/');
  const hashRouting = !base.startsWith('/');
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    base,
    plugins: [
      // Must precede react(): it rewrites route files before JSX is compiled.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: './src/routes',
        generatedRouteTree: './src/routeTree.gen.ts',
      }),
      react(),
      // The page's title and description in the frame index.html paints before any script file.
      bootHeadingPlugin(base),
      // The current page's code downloads beside the entry; with it the shell, and the demo's mock backend
      // (absent from production builds), which its requests wait for.
      routePreloadPlugin('/src/routes', [...SHELL, '/src/mock-bootstrap.ts', '/mocks/browser.ts', '/mocks/browser/page-side.ts']),
      // A page's first screen in a few files: the entry, the shell, the page's own code.
      firstScreenChunksPlugin('/src/routes', SHELL),
      // The demo keeps working offline after one visit: its service worker caches the app's own files.
      ...(demoBuild ? [offlineShellPlugin()] : []),
      // A real deployment: a Content-Security-Policy that still lets the configured API through (last, so it
      // lands before every script the plugins above put in <head>), and a preconnect to that API.
      ...(mode === 'production'
        ? [
            contentSecurityPolicyPlugin({
              apiBaseUrl: env.VITE_API_BASE_URL,
              extraConnectSources: env.VITE_CSP_CONNECT_SRC,
              inlineScripts: [bootHeadingScript(base)],
            }),
          ]
        : []),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // The browser mock (development and demo only): MSW's cookie jar without its cookie library, which
        // the mock's bearer-token handlers never need (see mocks/browser/no-cookie-jar.ts).
        ...(mode === 'demo' || mode === 'development'
          ? { 'tough-cookie': fileURLToPath(new URL('./mocks/browser/no-cookie-jar.ts', import.meta.url)) }
          : {}),
      },
    },
    define: {
      // Statically false in production builds so the bundler drops the mock bootstrap chunk.
      __MOCK_BACKEND__: JSON.stringify(mode === 'demo' || mode === 'development'),
      // Routes in the fragment (`#/acme/checkout`) when the base is relative.
      __HASH_ROUTING__: JSON.stringify(hashRouting),
      // The mock's service worker: MSW's own, or in a demo build the one that also caches the app shell.
      __MOCK_WORKER_FILE__: JSON.stringify(demoBuild ? OFFLINE_SHELL_WORKER : 'mockServiceWorker.js'),
    },
    // The mock's worker bundle is also the page's MSW (mocks/browser/page-side.ts): split, its entry's exports kept.
    worker: {
      format: 'es',
      plugins: () => [
        { name: 'ci-insights:worker-entry-exports', options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }) },
      ],
    },
    server: { port: 5173, strictPort: false },
    preview: { port: 4173 },
    build: {
      sourcemap: false,
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // React in a chunk of its own: the positioning library below captures its dependencies,
              // and React must not be carried into it.
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
              // Left to itself, the bundler files small shared Mantine modules (the direction provider Tabs
              // reads) into the chunk of the positioning library that dropdowns, popovers and tooltips use,
              // and every page with tabs then loads it. Its own chunk keeps it with the dropdowns.
              { name: 'floating-ui', test: /[\\/]node_modules[\\/]@floating-ui[\\/]/, priority: 10 },
            ],
          },
        },
      },
    },
  };
});
