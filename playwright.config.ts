import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { EMBED_HOST_ORIGIN, INSIGHTS_BASE_PATH } from './e2e/embed/embed-ports';
import { DEMO_SUB_PATH, OFFLINE_HOST_ORIGIN } from './e2e/offline/offline-ports';
import { DEMO_PORT, MOCK_SERVER_PORT, PRODUCTION_PORT } from './e2e/support/ports';

// The browser is chosen by what is present: an explicit CHROMIUM_PATH, Debian's Chromium (CI and this
// machine; Playwright may not download its own there), else Playwright's own download (a laptop).
function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean) as string[];
  return candidates.find((path) => existsSync(path));
}

const executablePath = chromiumExecutable();
// As root, in a closed network: no sandbox, and none of Chromium's own background connections.
const launchOptions = {
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
};
const PORT = DEMO_PORT;

type ServerFor = {
  /** The projects (space-separated) whose journeys use this server. */
  project: string;
  command: string;
  env: Record<string, string>;
  url: string;
  reuseExistingServer: boolean;
  timeout: number;
};

// E2E_PROJECTS (e.g. "chromium") starts only the servers those projects use: a focused run of one spec
// builds one bundle instead of four. Unset (CI, `npm test`), every server starts.
function wantsServerFor(projects: string): boolean {
  const wanted = process.env.E2E_PROJECTS?.split(/[\s,]+/).filter(Boolean);
  return !wanted?.length || projects.split(' ').some((project) => wanted.includes(project));
}
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
  // Every page load in the demo builds the in-page mock's history: 1.8–2.6 s on an idle core, 3.7–5.8 s
  // with two browsers sharing two cores (measured on the CI machine's size). A journey waits for a page
  // as long as a person would on such a machine; the waits only lengthen failures, never passes.
  timeout: 90_000,
  expect: { timeout: 15_000 },
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
      testIgnore: /(production|embed|offline)\//,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions,
      },
    },
    {
      // The production bundle against the mock served over HTTP: how a real deployment is used.
      name: 'production',
      testMatch: /production\/.*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${PRODUCTION_PORT}`,
        viewport: { width: 1440, height: 900 },
        launchOptions,
      },
    },
    {
      // The embeddable build inside a fake repository page (e2e/embed/host-page.html), against the mock over HTTP.
      name: 'embed',
      testMatch: /embed\/.*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: EMBED_HOST_ORIGIN,
        viewport: { width: 1440, height: 900 },
        launchOptions,
      },
    },
    {
      // `npm run build:demo` as shipped (relative URLs, hash routing) on a plain static host under a
      // sub-path, loaded once and then used offline.
      name: 'offline',
      testMatch: /offline\/.*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: OFFLINE_HOST_ORIGIN,
        viewport: { width: 1440, height: 900 },
        launchOptions,
      },
    },
  ],
  // The demo build (MSW inside) served statically at the root: what `npm start` users get; the same build
  // as `npm run build:demo` ships it, under a sub-path of a plain file host: the offline demo; the
  // production build and the mock over HTTP: what a real deployment looks like.
  webServer: (
    [
      {
        project: 'chromium',
        // At the root with path routing (VITE_BASE_PATH), as `npm start` users see it; the journeys use real paths.
        command: `npx vite build --mode demo --outDir ${OUT_DIR} --logLevel warn && npx vite preview --mode demo --outDir ${OUT_DIR} --port ${PORT} --strictPort --host 127.0.0.1`,
        env: { VITE_BASE_PATH: '/' },
        url: `http://127.0.0.1:${PORT}`,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
      },
      {
        project: 'production',
        command: `npx vite build --outDir ${OUT_DIR}-production --logLevel warn && npx vite preview --outDir ${OUT_DIR}-production --port ${PRODUCTION_PORT} --strictPort --host 127.0.0.1`,
        // The mock API is plain http on another port: its origin joins the policy's connect-src, as a
        // deployment with an internal http API would add its own.
        env: { VITE_CSP_CONNECT_SRC: `http://127.0.0.1:${MOCK_SERVER_PORT}` },
        url: `http://127.0.0.1:${PRODUCTION_PORT}`,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
      },
      {
        project: 'embed',
        // The embeddable build and the fake repository page that loads it (e2e/embed/host-server.ts).
        command: `npx vite build --config vite.embed.config.ts --outDir ${OUT_DIR}-embed --logLevel warn && npx tsx e2e/embed/host-server.ts`,
        env: { EMBED_DIST: `${OUT_DIR}-embed` },
        url: `${EMBED_HOST_ORIGIN}${INSIGHTS_BASE_PATH}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
      },
      {
        project: 'offline',
        // `npm run build:demo` unchanged (relative base, hash routing, offline shell) under a sub-path.
        command: `npx vite build --mode demo --outDir ${OUT_DIR}-offline --logLevel warn && npx tsx e2e/offline/sub-path-server.ts`,
        env: { OFFLINE_DIST: `${OUT_DIR}-offline` },
        url: `${OFFLINE_HOST_ORIGIN}${DEMO_SUB_PATH}`,
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
      },
      {
        project: 'production embed',
        command: `npx tsx mocks/http-server.ts`,
        env: { PORT: String(MOCK_SERVER_PORT), MOCK_NOW: '2026-11-20T12:00:00.000Z' },
        // 401 counts as up: the API answers, it just wants a token.
        url: `http://127.0.0.1:${MOCK_SERVER_PORT}/v1/ci/acme/repositories/checkout/search/tests`,
        reuseExistingServer: !process.env.CI,
        timeout: 90_000,
      },
    ] as ServerFor[]
  )
    .filter(({ project }) => wantsServerFor(project))
    .map(({ project: _project, ...server }) => server),
});
