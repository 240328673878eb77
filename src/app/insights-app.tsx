import {
  MantineProvider,
  mergeThemeOverrides,
  useMantineColorScheme,
  type MantineColorScheme,
  type MantineThemeOverride,
} from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createApiClient } from '@/api/client';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { NotificationsOutlet } from '@/components/notifications/notify';
import { ApiClientProvider } from '@/lib/api-client-context';
import { ApiSettingsProvider, type ApiSettingsControl } from '@/lib/api-settings-context';
import type { DemoFaultControl } from '@/lib/demo-faults';
import { saveApiSettings } from '@/lib/api-settings-storage';
import type { ApiSettings, ColorSchemeSetting } from '@/lib/app-config';
import { RepositoriesProvider } from '@/lib/repositories-context';
import { createColorSchemeManager } from './color-scheme-manager';
import { createInsightsRuntime, type InsightsRuntime, type InsightsRuntimeOptions } from './insights-runtime';
import { appTheme } from './theme';

/** The runtime's options (history, base path, API, storages, repositories, transport), plus what only the UI uses. */
export interface InsightsAppProps extends InsightsRuntimeOptions {
  /** Whether the user may change the API base URL and token in Settings. Default true. */
  apiSettingsEditable?: boolean;
  /** Where the colour scheme the user picks is kept across reloads (the standalone app: localStorage). */
  colorSchemeStorage?: Storage | null;
  colorScheme?: ColorSchemeSetting;
  onColorSchemeChange?: (scheme: MantineColorScheme) => void;
  /** Offline demo only: restores the mock's seeded data and asks again (shown as a button in Settings). */
  onResetDemoData?: () => void;
  /** Offline demo only: the faults its mock can simulate (shown as "Simulate" in Settings), applied to the page on screen. */
  demoFaults?: DemoFaultControl;
  /** Told the app's own path (after the base path, with search) after every navigation. */
  onNavigate?: (path: string) => void;
  /** Merged over the app's theme: a host's primary colour, a scale, a portal target inside a shadow root. */
  theme?: MantineThemeOverride;
  /** Where Mantine puts the colour-scheme attribute; default `<html>`. A shadow-root host passes its container. */
  getRootElement?: () => HTMLElement | undefined;
  /** Where Mantine writes its CSS variables; default `:root`. A shadow-root host passes its container's selector. */
  cssVariablesSelector?: string;
  /** The instance's router, query and API clients, made before rendering (see insights-runtime.ts). */
  runtime?: InsightsRuntime;
}

/** The whole dashboard with no module-level state: everything comes in through props, so a host can mount it as a tab. */
export function InsightsApp(props: InsightsAppProps) {
  const {
    apiSettingsEditable = true,
    settingsStorage = null,
    rememberStorage = null,
    colorScheme = 'auto',
    onColorSchemeChange,
    instanceId = 'default',
  } = props;

  // The instance without UI: made by the standalone entry before this module was even loaded (its
  // requests are already out), or here, which starts the current page's requests just the same.
  const [runtime] = useState(() => props.runtime ?? createInsightsRuntime(props));
  const { queryClient, router } = runtime;
  const [settings, setSettings] = useState<ApiSettings>(runtime.settings);
  const [remembered, setRemembered] = useState(runtime.settingsRemembered);
  const { fetch: fetchImpl, getToken } = props;
  const api = useMemo(() => createApiClient({ ...settings, fetch: fetchImpl, getToken }), [settings, fetchImpl, getToken]);
  const { theme: themeOverride } = props;
  const theme = useMemo(() => (themeOverride ? mergeThemeOverrides(appTheme, themeOverride) : appTheme), [themeOverride]);

  const [colorSchemeManager] = useState(() => createColorSchemeManager(props.colorSchemeStorage ?? null, instanceId, onColorSchemeChange));

  // The host hears of every navigation (e.g. to mirror it in its own URL or analytics).
  const onResolved = useEffectEvent((href: string) => props.onNavigate?.(href));
  useEffect(() => router.subscribe('onResolved', ({ toLocation }) => onResolved(toLocation.href)), [router]);

  // Set when new settings have already dropped the cache (see settingsControl.update and the effect below).
  const cacheDropped = useRef(false);
  // Once a new client (API or credential) is rendered, drop the old one's answers and re-run the current route.
  const firstClient = useRef(api);
  useEffect(() => {
    if (api === firstClient.current) return;
    if (cacheDropped.current) cacheDropped.current = false;
    else void queryClient.resetQueries();
    void router.invalidate();
  }, [api, queryClient, router]);
  const { onResetDemoData: resetDemoData, demoFaults } = props;
  const [settingsOpened, setSettingsOpened] = useState(false);
  // A context value: a host rendering the app again with the same props re-renders none of its readers.
  const settingsControl = useMemo<ApiSettingsControl>(
    () => ({
      settings,
      update: (next, options) => {
        const remember = Boolean(options?.remember && rememberStorage);
        // Every answer and error of the old settings goes before anything renders with the new ones: a section
        // mounting next (behind the "Connect your API" card, past its error) asks again.
        void queryClient.cancelQueries();
        queryClient.removeQueries();
        cacheDropped.current = true;
        setSettings(next);
        setRemembered(remember);
        saveApiSettings({ session: settingsStorage, device: rememberStorage }, instanceId, next, remember);
      },
      remembered,
      canRemember: rememberStorage !== null,
      // Nothing to talk to yet: the first run of a deployment, before anyone has given a credential.
      needsConnection: apiSettingsEditable && settings.token === null && !getToken,
      editable: apiSettingsEditable,
      resetDemoData,
      demoFaults,
      settingsOpened,
      setSettingsOpened,
      openSettings: apiSettingsEditable ? () => setSettingsOpened(true) : undefined,
    }),
    [
      settings,
      remembered,
      rememberStorage,
      settingsStorage,
      instanceId,
      queryClient,
      getToken,
      apiSettingsEditable,
      resetDemoData,
      demoFaults,
      settingsOpened,
    ],
  );

  return (
    <MantineProvider
      {...{ theme, colorSchemeManager }}
      defaultColorScheme={colorScheme}
      {...(props.getRootElement ? { getRootElement: props.getRootElement } : {})}
      {...(props.cssVariablesSelector ? { cssVariablesSelector: props.cssVariablesSelector } : {})}
    >
      <FollowColorScheme scheme={colorScheme} />
      <NotificationsOutlet />
      <QueryClientProvider client={queryClient}>
        <ApiSettingsProvider value={settingsControl}>
          <ApiClientProvider value={api}>
            <RepositoriesProvider value={runtime.repositories}>
              <RouterProvider router={router} context={{ api }} />
            </RepositoriesProvider>
          </ApiClientProvider>
        </ApiSettingsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** `colorScheme` is where the app starts; a host that changes it later (its own theme switch) is followed. */
function FollowColorScheme({ scheme }: { scheme: ColorSchemeSetting }) {
  const { setColorScheme } = useMantineColorScheme();
  const applied = useRef(scheme);
  useEffect(() => {
    if (applied.current === scheme) return;
    applied.current = scheme;
    setColorScheme(scheme);
  }, [scheme, setColorScheme]);
  return null;
}
