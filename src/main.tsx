// Standalone entry: the only module with side effects (mounting, starting the demo mock backend).
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { InsightsApp } from './app/insights-app';

const DEMO_REPOSITORIES = ['acme/checkout', 'acme/docs-site'];

async function main() {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('Missing #root element');

  let demo: { demoToken: string; resetData(): void } | null = null;
  if (__MOCK_BACKEND__) {
    // Dynamic import behind a build-time constant: production builds contain no MSW code at all.
    const { startMockBackend } = await import('./mock-bootstrap');
    demo = await startMockBackend();
  }

  createRoot(rootElement).render(
    <StrictMode>
      <InsightsApp
        basePath={import.meta.env.BASE_URL}
        api={{
          baseUrl: import.meta.env.VITE_API_BASE_URL ?? '/v1',
          token: import.meta.env.VITE_API_TOKEN ?? demo?.demoToken ?? null,
        }}
        onResetDemoData={demo ? () => demo.resetData() : undefined}
        settingsStorage={window.sessionStorage}
        repositories={__MOCK_BACKEND__ ? DEMO_REPOSITORIES : []}
        defaultRepository="acme/checkout"
      />
    </StrictMode>,
  );
}

void main();
