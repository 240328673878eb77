import type { ApiClient } from '@/api/client';
import { appContext } from './app-context';

// Components read the client from React context (loaders get the same instance from router context):
// the client is per app instance, never a module-level singleton, so embedded copies stay independent.
const apiClientContext = appContext<ApiClient>('useApiClient');
export const ApiClientProvider = apiClientContext.Provider;
export const useApiClient = apiClientContext.use;
