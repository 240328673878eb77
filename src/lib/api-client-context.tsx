import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@/api/client';

// Components read the client from React context (loaders get the same instance from router context):
// the client is per app instance, never a module-level singleton, so embedded copies stay independent.
const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <InsightsApp>');
  return client;
}
