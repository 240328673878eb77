import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// `npm run build:embed`: the dashboard as one ES module for a host page (src/embed/index.ts), React and
// everything else inside, its stylesheet inlined as a string that the module puts into its shadow root
// (never into the host's <head>). No mock: the host points it at an API.
export default defineConfig({
  plugins: [
    // One file: the routes are not split into chunks of their own.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: false,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    inlineCssIntoShadowRoot(),
  ],
  // public/ holds the standalone app's files (the mock's service worker); the embed needs none of them.
  publicDir: false,
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    __MOCK_BACKEND__: 'false',
    // Library mode leaves `process.env` alone; the host page has no `process`.
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  build: {
    outDir: 'dist-embed',
    emptyOutDir: true,
    // Library mode does not minify ES output by default; a host page loads this file.
    minify: true,
    sourcemap: false,
    cssCodeSplit: false,
    chunkSizeWarningLimit: 2000,
    lib: { entry: fileURLToPath(new URL('./src/embed/index.ts', import.meta.url)), formats: ['es'], fileName: () => 'ci-insights.js' },
    // Vite keeps whitespace in a library's ES output (for the consumer's bundler); this file goes to a
    // browser as it is, so the bundler minifies it fully.
    rolldownOptions: { output: { codeSplitting: false, minify: true } },
  },
});

const PLACEHOLDER = /(["'`])\/\*__CI_INSIGHTS_CSS__\*\/\1/;

/**
 * Moves the bundled CSS into the JS (src/embed/embedded-css.ts holds the placeholder) and drops the CSS
 * file. On the way, plain `rem` lengths of our own CSS modules are tied to `--mantine-scale` like
 * Mantine's own, so the scale that cancels a host's root font size covers them too.
 */
function inlineCssIntoShadowRoot(): Plugin {
  return {
    name: 'ci-insights:inline-css-into-shadow-root',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const cssFiles = Object.values(bundle).filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
      const css = cssFiles.map((file) => (file.type === 'asset' ? String(file.source) : '')).join('\n');
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!entry || entry.type !== 'chunk' || !PLACEHOLDER.test(entry.code)) {
        this.error('The embed entry has no CSS placeholder (src/embed/embedded-css.ts).');
      }
      entry.code = entry.code.replace(PLACEHOLDER, () => JSON.stringify(scaleRem(css)));
      for (const file of cssFiles) delete bundle[file.fileName];
    },
  };
}

/** `1.5rem` → `calc(1.5rem * var(--mantine-scale))`, unless already so (Mantine's sheets) or part of a name. */
export function scaleRem(css: string): string {
  return css.replace(/(?<![\w.-])(\d*\.?\d+)rem(?![\w-])(?!\s*\*\s*var\(--mantine-scale\))/g, 'calc($1rem * var(--mantine-scale))');
}
