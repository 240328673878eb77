// Standalone entry: the only module with side effects (mounting, starting the demo mock backend).
import './app/mantine-styles';
import { createHashHistory } from '@tanstack/react-router';
import { createInsightsRuntime, type InsightsRuntimeOptions } from './app/insights-runtime';
import type { DemoFaultControl } from './lib/demo-faults';

const DEMO_REPOSITORIES = ['acme/checkout', 'acme/docs-site', 'acme/hostile'];

async function main() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Missing #root element');

  let demo: { token: string; fetch: typeof fetch; resetData(): void; faults: DemoFaultControl } | null = null;
  if (__MOCK_BACKEND__) {
    // Dynamic import behind a build-time constant: production builds contain no MSW code at all.
    const { DEMO_FAULT_CHOICES, DEMO_TOKEN, fetchWhenReady, startMockBackend } = await import('./mock-bootstrap');
    const started = startMockBackend();
    started.catch((error: unknown) => console.error('The demo mock backend did not start', error));
    let mock: Awaited<typeof started> | null = null;
    void started.then((handle) => (mock = handle));
    demo = {
      token: DEMO_TOKEN,
      fetch: fetchWhenReady(started),
      resetData: () => void started.then((handle) => handle.resetData()),
      faults: {
        choices: DEMO_FAULT_CHOICES,
        current: () => mock?.currentFault() ?? 'none',
        // Applied before the app re-runs the page's requests: those wait for the mock anyway.
        choose: (value) => mock?.simulateFault(value),
      },
    };
  }

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
  renderStandalone(rootElement, {
    ...options,
    runtime,
    colorSchemeStorage: browserStorage('localStorage'),
    onResetDemoData: demo ? () => demo.resetData() : undefined,
    demoFaults: demo?.faults,
  });
}

/** A storage of the page, or null where the browser denies it (sandboxed frames, some private modes). */
function browserStorage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

void main();
