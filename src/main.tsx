// Standalone entry: the only module with side effects (mounting, starting the demo mock backend).
import './app/mantine-styles';
import { createHashHistory } from '@tanstack/react-router';
import { createInsightsRuntime, type InsightsRuntimeOptions } from './app/insights-runtime';
import { tryStorage } from './lib/api-settings-storage';

const DEMO_REPOSITORIES = ['acme/checkout', 'acme/docs-site', 'acme/hostile'];

async function main() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Missing #root element');

  // Dynamic import behind a build-time constant: production builds contain no MSW code at all.
  // A demo reset or a new fault applies to the page on screen at once: its requests run again.
  const rerunPage = () => {
    void runtime.queryClient.resetQueries();
    void runtime.router.invalidate();
  };
  const demo = __MOCK_BACKEND__ ? (await import('./mock-bootstrap')).startDemoBackend(rerunPage) : null;

  const options = {
    // The offline demo's relative base: the page is the folder it was copied to, its routes are in the fragment.
    ...(__HASH_ROUTING__ ? { history: createHashHistory(), basePath: '/' } : { basePath: import.meta.env.BASE_URL }),
    api: {
      baseUrl: import.meta.env.VITE_API_BASE_URL ?? '/v1',
      token: import.meta.env.VITE_API_TOKEN ?? demo?.token ?? null,
    },
    fetch: demo?.fetch,
    settingsStorage: browserStorage('sessionStorage'),
    // The token goes to the device only when the user ticks "Remember on this device".
    rememberStorage: browserStorage('localStorage'),
    repositories: __MOCK_BACKEND__ ? DEMO_REPOSITORIES : [],
    defaultRepository: 'acme/checkout',
  } satisfies InsightsRuntimeOptions;
  const runtime = createInsightsRuntime(options);

  const { renderStandalone } = await import('./app/render-standalone');
  // The scheme the user picks outlives a reload (an embedded tab follows its host instead).
  await renderStandalone(rootElement, {
    ...options,
    runtime,
    colorSchemeStorage: browserStorage('localStorage'),
    onResetDemoData: demo?.resetData,
    demoFaults: demo?.faults,
  });
}

/** A storage of the page, or null where the browser denies it (sandboxed frames, some private modes). */
const browserStorage = (name: 'localStorage' | 'sessionStorage'): Storage | null => tryStorage(() => window[name]);

void main();
