import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config.ts';
export default defineConfig((env) =>
  mergeConfig(typeof base === 'function' ? base(env) : base, {
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
    build: { minify: false },
  }),
);
