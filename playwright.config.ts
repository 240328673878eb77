import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// The browser is chosen by what is present: an explicit CHROMIUM_PATH, Debian's Chromium (CI and this
// machine; Playwright may not download its own there), else Playwright's own download (a laptop).
function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean) as string[];
  return candidates.find((path) => existsSync(path));
}

const executablePath = chromiumExecutable();
const PORT = Number(process.env.E2E_PORT ?? 4173);
// Separate output folders let several runs (e.g. different worktrees or helpers) build side by side.
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-demo';

export default defineConfig({
  testDir: './e2e',
  // Per build folder, so parallel runs do not wipe each other's artifacts.
  outputDir: `test-results/${OUT_DIR}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'UTC',
    locale: 'en-US',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          args: [
            '--no-sandbox',
            '--disable-dev-shm-usage',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  // The demo build (MSW inside) served statically: what `npm start` users and the offline demo get.
  webServer: {
    command: `npx vite build --mode demo --outDir ${OUT_DIR} --logLevel warn && npx vite preview --mode demo --outDir ${OUT_DIR} --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
