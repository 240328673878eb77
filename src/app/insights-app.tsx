import { MantineProvider, type MantineColorScheme } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserHistory, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createApiClient } from '@/api/client';
import { NotificationsOutlet } from '@/components/notifications/notify';
import { ApiClientProvider } from '@/lib/api-client-context';
import { ApiSettingsProvider, type ApiSettingsControl } from '@/lib/api-settings-context';
import { loadApiSettings, saveApiSettings } from '@/lib/api-settings-storage';
import {
  DEFAULT_API_SETTINGS,
  parseRepositoryKey,
  type ApiSettings,
  type ColorSchemeSetting,
  type RepositoryRef,
} from '@/lib/app-config';
import { RepositoriesProvider } from '@/lib/repositories-context';
import { createInMemoryColorSchemeManager } from './color-scheme-manager';
import { createAppRouter } from './create-app-router';
import { createQueryClient } from './create-query-client';
import { appTheme } from './theme';

export interface InsightsAppProps {
  /** Router history; a host passes its own (e.g. memory history in a tab). Default: browser history. */
  history?: RouterHistory;
  /** Path under which the app is mounted, e.g. `/insights`. Default `/`. */
  basePath?: string;
  /** Initial API settings. Saved settings of this session (see `settingsStorage`) win over them. */
  api?: Partial<ApiSettings>;
  /** Whether the user may change the API base URL and token in Settings. Default true. */
  apiSettingsEditable?: boolean;
  /** Where API settings persist for the session; `null` keeps them in memory only. */
  settingsStorage?: Storage | null;
  colorScheme?: ColorSchemeSetting;
  onColorSchemeChange?: (scheme: MantineColorScheme) => void;
  /** `owner/repo` suggestions for the repository picker. */
  repositories?: string[];
  /** Where `/` leads. Default: the first of `repositories`, else `acme/checkout`. */
  defaultRepository?: string;
  /** Namespaces stored settings so several instances on one page stay apart. */
  instanceId?: string;
  queryClient?: QueryClient;
  /** Offline demo only: restores the mock's seeded data (shown as a button in Settings). */
  onResetDemoData?: () => void;
  /** How the API client sends requests (default: the page's `fetch`); the offline demo waits for its mock here. */
  fetch?: typeof fetch;
}

const FALLBACK_REPOSITORY: RepositoryRef = { owner: 'acme', repo: 'checkout' };

/**
 * The whole dashboard as one component with no module-level state: everything it depends on
 * (history, base path, API, colour scheme) comes in through props, so a host can mount it as a tab.
 */
export function InsightsApp(props: InsightsAppProps) {
  const {
    basePath = '/',
    apiSettingsEditable = true,
    settingsStorage = null,
    colorScheme = 'auto',
    onColorSchemeChange,
    repositories = [],
    instanceId = 'default',
  } = props;

  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const [settings, setSettings] = useState<ApiSettings>(() => ({
    ...DEFAULT_API_SETTINGS,
    ...props.api,
    ...loadApiSettings(settingsStorage, instanceId),
  }));
  const { fetch: fetchImpl } = props;
  const api = useMemo(() => createApiClient(fetchImpl ? { ...settings, fetch: fetchImpl } : settings), [settings, fetchImpl]);

  const knownRepositories = useMemo(
    () => repositories.map(parseRepositoryKey).filter((ref): ref is RepositoryRef => ref !== null),
    [repositories],
  );
  const defaultRepository = useMemo(
    () =>
      (props.defaultRepository ? parseRepositoryKey(props.defaultRepository) : null) ??
      knownRepositories[0] ??
      FALLBACK_REPOSITORY,
    [props.defaultRepository, knownRepositories],
  );

  const [router] = useState(() => {
    const created = createAppRouter({
      history: props.history ?? createBrowserHistory(),
      basepath: basePath,
      context: { queryClient, api, defaultRepository },
    });
    // Start matching the URL and running its loaders now, while React renders the frame around them,
    // rather than after the first commit (the router's own mount effect then finds the load under way).
    // The page's requests go out that much sooner. Idempotent enough for Strict Mode's second call: the
    // requests are deduplicated by the shared query client.
    if (typeof window !== 'undefined') void created.load();
    return created;
  });
  const [colorSchemeManager] = useState(() => createInMemoryColorSchemeManager(onColorSchemeChange));

  const updateSettings = useCallback(
    (next: ApiSettings) => {
      setSettings(next);
      saveApiSettings(settingsStorage, instanceId, next);
    },
    [settingsStorage, instanceId],
  );

  // Answers of the previous API (or credential) must not be shown as answers of the new one: once the
  // new client is rendered into both contexts, drop all cached data and re-run the current route.
  const firstClient = useRef(api);
  useEffect(() => {
    if (api === firstClient.current) return;
    void queryClient.resetQueries();
    void router.invalidate();
  }, [api, queryClient, router]);
  const { onResetDemoData } = props;
  const resetDemoData = useMemo(
    () =>
      onResetDemoData
        ? () => {
            onResetDemoData();
            void queryClient.resetQueries();
            void router.invalidate();
          }
        : undefined,
    [onResetDemoData, queryClient, router],
  );
  const [settingsOpened, setSettingsOpened] = useState(false);
  const settingsControl = useMemo<ApiSettingsControl>(
    () => ({
      settings,
      update: updateSettings,
      editable: apiSettingsEditable,
      resetDemoData,
      settingsOpened,
      setSettingsOpened,
      openSettings: apiSettingsEditable ? () => setSettingsOpened(true) : undefined,
    }),
    [settings, updateSettings, apiSettingsEditable, resetDemoData, settingsOpened],
  );
  const repositoriesValue = useMemo(
    () => ({ known: knownRepositories, defaultRepository }),
    [knownRepositories, defaultRepository],
  );

  return (
    <MantineProvider
      theme={appTheme}
      defaultColorScheme={colorScheme}
      colorSchemeManager={colorSchemeManager}
    >
      <NotificationsOutlet />
      <QueryClientProvider client={queryClient}>
        <ApiSettingsProvider value={settingsControl}>
          <ApiClientProvider client={api}>
            <RepositoriesProvider value={repositoriesValue}>
              <RouterProvider router={router} context={{ queryClient, api, defaultRepository }} />
            </RepositoriesProvider>
          </ApiClientProvider>
        </ApiSettingsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
