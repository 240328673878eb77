import type { ApiClient } from '@/api/client';
import { appContext } from './app-context';

// Per app instance (loaders get it from router context), never a module singleton: embedded copies stay independent.
const apiClientContext = appContext<ApiClient>('useApiClient');
export const ApiClientProvider = apiClientContext.Provider;
export const useApiClient = apiClientContext.use;
