import type { QueryClient } from '@tanstack/react-query';
import { createBrowserHistory, createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { type ApiClientConfig, createApiClient } from '@/api/client';
import { loadApiSettings } from '@/lib/api-settings-storage';
import { DEFAULT_API_SETTINGS, parseRepositoryKey, type ApiSettings, type RepositoryRef } from '@/lib/app-config';
import { searchStrings } from '@/lib/url-state';
import { routeTree } from '@/routeTree.gen';
import { createQueryClient } from './create-query-client';

/* The part of an app instance that needs no UI: its query client, API client and router. */

// Loaded on demand (and preloaded beside the entry, see vite.config.ts): the router and the loaders it
// runs must not wait for the UI library, so nothing the router imports draws anything.
const RouteError = lazyRouteComponent(() => import('@/components/feedback/route-error'), 'RouteError');
const RoutePending = lazyRouteComponent(() => import('@/components/feedback/route-pending'), 'RoutePending');
const NotFound = lazyRouteComponent(() => import('@/components/feedback/not-found-page'), 'NotFoundPage');

export interface InsightsRuntimeOptions {
  /** Router history; default: browser history. */
  history?: RouterHistory;
  /** Path under which the app is mounted, e.g. `/insights`. Default `/`. */
  basePath?: string;
  /** Initial API settings. Saved settings of this session (see `settingsStorage`) win over them. */
  api?: Partial<ApiSettings>;
  /** Where API settings persist for the session; `null` keeps them in memory only. */
  settingsStorage?: Storage | null;
  /** Where they persist when the user ticks "Remember on this device" (localStorage); `null` offers no such choice. */
  rememberStorage?: Storage | null;
  /** Namespaces stored settings so several instances on one page stay apart. */
  instanceId?: string;
  /** `owner/repo` suggestions for the repository picker. */
  repositories?: string[];
  /** Where `/` leads. Default: the first of `repositories`, else `acme/checkout`. */
  defaultRepository?: string;
  queryClient?: QueryClient;
  /** How the API client sends requests (default: the page's `fetch`). */
  fetch?: typeof fetch;
  /** A host's credential source; supersedes `api.token` and is asked again after a 401. */
  getToken?: ApiClientConfig['getToken'];
  /** Restore the window's scroll position on back/forward (default true). */
  scrollRestoration?: boolean;
}

export type InsightsRuntime = ReturnType<typeof createInsightsRuntime>;

const FALLBACK_REPOSITORY: RepositoryRef = { owner: 'acme', repo: 'checkout' };

/** Builds the instance and starts loading the current URL's page (in a browser). */
export function createInsightsRuntime(options: InsightsRuntimeOptions = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  const stored = loadApiSettings(
    { session: options.settingsStorage ?? null, device: options.rememberStorage ?? null },
    options.instanceId ?? 'default',
  );
  const settings = { ...DEFAULT_API_SETTINGS, ...options.api, ...stored.settings };
  const api = createApiClient({ ...settings, fetch: options.fetch, getToken: options.getToken });
  const known = (options.repositories ?? []).map(parseRepositoryKey).filter((ref): ref is RepositoryRef => ref !== null);
  const defaultRepository =
    (options.defaultRepository ? parseRepositoryKey(options.defaultRepository) : null) ?? known[0] ?? FALLBACK_REPOSITORY;
  // A page that keeps its own reading position (the activity log's `at`) is left alone: on a reload the router would
  // also scroll the window to its old offset, taken while more of the list was loaded, away from the row the page holds.
  let ownScroll = (): boolean => false;
  const router = createRouter({
    routeTree,
    history: options.history ?? createBrowserHistory(),
    basepath: options.basePath ?? '/',
    context: { queryClient, api, defaultRepository },
    scrollRestoration: options.scrollRestoration === false ? false : () => !ownScroll(),
    ...searchStrings,
    defaultPreload: 'intent',
    // React Query owns caching and freshness; the router always asks it (ensureQueryData is cheap).
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    // No spinner for a load that answers within 300 ms, and once one shows it goes the moment the data
    // is there: the library's default minimum (500 ms) would hold data back that has already arrived.
    defaultPendingMs: 300,
    defaultPendingMinMs: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
  });
  ownScroll = () => router.state.matches.some((match) => match.staticData.ownScroll === true);
  // Match the URL and run its loaders now: the page's requests go out before any component renders.
  // The router's own mount later finds this load done or under way; the shared query client deduplicates.
  // `firstLoad` settles when the page's loaders have (its errors are the page's to show, not the caller's).
  const firstLoad = typeof window === 'undefined' ? Promise.resolve() : router.load().catch(() => undefined);
  // `settingsRemembered`: the settings came from the device's storage.
  return { firstLoad, queryClient, router, settings, settingsRemembered: stored.remembered, repositories: { known, defaultRepository } };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: InsightsRuntime['router'];
  }
  interface StaticDataRouteOption {
    /** The page restores its own scroll position from the URL; the router's restoration skips it. */
    ownScroll?: boolean;
  }
}
