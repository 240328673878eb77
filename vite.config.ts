import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenChunksPlugin } from './scripts/vite/first-screen-chunks.ts';
import { routePreloadPlugin } from './scripts/vite/route-preload-plugin.ts';

// Imported on demand so the entry can start the page's requests first (see src/main.tsx), but needed by
// every page at once: the UI, the shell and the router's pending view (its error and not-found views
// load when they are needed).
const SHELL = ['/src/app/render-standalone.tsx', '/src/features/shell/app-layout.tsx', '/src/components/feedback/route-pending.tsx'];

// Modes:
//   development / demo  → the mock backend (MSW worker) starts before the first render.
//   production          → no MSW code at all; the API base URL and token come from the host or Settings.
export default defineConfig(({ mode }) => ({
  // Relative asset paths let the same build be served from any sub-path (e.g. a host's /insights/).
  base: process.env.VITE_BASE_PATH ?? '/',
  plugins: [
    // Must precede react(): it rewrites route files before JSX is compiled.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' }),
    react(),
    // Production: the current page's code downloads beside the entry instead of after it.
    routePreloadPlugin({
      routesDirectory: '/src/routes',
      // The shell, and the offline demo's mock backend (absent from production builds): its requests wait for it.
      everyPage: [...SHELL, '/src/mock-bootstrap.ts', '/mocks/browser.ts'],
    }),
    // A page's first screen in a few files: the entry, the shell, the page's own code.
    firstScreenChunksPlugin({ routesDirectory: '/src/routes', shell: SHELL }),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The browser mock (development and demo only): MSW's cookie jar without its cookie library, which
      // the mock's bearer-token handlers never need (see mocks/browser/no-cookie-jar.ts).
      ...(mode === 'demo' || mode === 'development' ? { 'tough-cookie': fileURLToPath(new URL('./mocks/browser/no-cookie-jar.ts', import.meta.url)) } : {}),
    },
  },
  define: {
    // Statically false in production builds so the bundler drops the mock bootstrap chunk.
    __MOCK_BACKEND__: JSON.stringify(mode === 'demo' || mode === 'development'),
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
}));
