import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: the router plugin must not run under Vitest (it rewrites route files).
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./tests/setup/vitest-setup.ts'],
    restoreMocks: true,
    // A safety net, not a target: a page test takes 7 s alone and ~27 s beside the other files on a busy 2-core machine.
    testTimeout: 60_000,
  },
});
