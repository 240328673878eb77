import type { MantineThemeOverride } from '@mantine/core';
import { createBrowserHistory, createHashHistory, createMemoryHistory } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/app/create-query-client';
import { InsightsApp } from '@/app/insights-app';
import { IDENTITY_OPTIONS, type InsightsEmbedOptions, type InsightsMount } from './embed-options';
import { createShadowContainer, ROOT_CLASS, scaleForHostRootFontSize } from './shadow-container';

/** One running tab: what `unmount()` has to take down again. */
type Running = ReturnType<typeof startTab>;

// Recharts measures text in a hidden span it puts into the host's <body> on first use: the last tab out removes it.
const RECHARTS_SPAN_ID = 'recharts_measurement_span';
let runningTabs = 0;
let hostHadRechartsSpan = false;

function startTab(element: HTMLElement, options: InsightsEmbedOptions) {
  if (runningTabs === 0) hostHadRechartsSpan = document.getElementById(RECHARTS_SPAN_ID) !== null;
  runningTabs += 1;
  const container = createShadowContainer(element);
  return {
    container,
    reactRoot: createRoot(container.app),
    history: {
      browser: createBrowserHistory,
      hash: createHashHistory,
      // Memory history carries no base path (nobody sees its URLs): the tab opens on the repository.
      memory: () => createMemoryHistory({ initialEntries: [`/${options.owner}/${options.repo}`] }),
    }[options.history ?? 'memory'](),
    queryClient: createQueryClient(),
    scale: scaleForHostRootFontSize(),
    /** Rebuilt only when the primary colour changes: a new theme object re-renders every Mantine component. */
    theme: null as MantineThemeOverride | null,
  };
}

/** The host's primary colour, the scale that cancels its root font size, every portal inside our shadow root. */
function themeOf(tab: Running, primaryColor: string | undefined): MantineThemeOverride {
  if (tab.theme === null || tab.theme.primaryColor !== primaryColor) {
    tab.theme = {
      ...(primaryColor ? { primaryColor } : {}),
      scale: tab.scale,
      components: {
        Portal: { defaultProps: { target: tab.container.portal } },
        // Scroll locking writes rules for the host's <body>; a dialog in a tab leaves the host page alone.
        Modal: { defaultProps: { lockScroll: false } },
        Drawer: { defaultProps: { lockScroll: false } },
      },
    };
  }
  return tab.theme;
}

/** Mounts the dashboard as a repository's tab in a shadow root inside `element`; the handle updates or removes it. */
export function mountInsights(element: HTMLElement, options: InsightsEmbedOptions): InsightsMount {
  let current = options;
  let running: Running | null = start();

  // One stable getter for the app: a new token (or callback) takes effect on the next request.
  function getToken() {
    return current.getToken ? current.getToken() : (current.token ?? null);
  }
  function onNavigate(path: string) {
    current.onNavigate?.(path);
  }

  function start(): Running {
    const tab = startTab(element, current);
    render(tab);
    return tab;
  }

  function render(tab: Running) {
    const repository = `${current.owner}/${current.repo}`;
    tab.reactRoot.render(
      <InsightsApp
        history={tab.history}
        basePath={current.history === 'browser' ? (current.basePath ?? '/') : '/'}
        api={{ baseUrl: current.baseUrl, token: null }}
        {...{ getToken, onNavigate }}
        apiSettingsEditable={false}
        settingsStorage={null}
        scrollRestoration={false}
        colorScheme={current.colorScheme ?? 'auto'}
        repositories={[repository]}
        defaultRepository={repository}
        instanceId={repository}
        queryClient={tab.queryClient}
        theme={themeOf(tab, current.primaryColor || undefined)}
        getRootElement={() => tab.container.root}
        cssVariablesSelector={`.${ROOT_CLASS}`}
      />,
    );
  }

  function stop(tab: Running) {
    tab.reactRoot.unmount();
    // The browser history patched `history.pushState` and listens to popstate: both are given back.
    tab.history.destroy();
    // Drops every cached answer with its garbage-collection timer.
    tab.queryClient.clear();
    tab.container.remove();
    runningTabs -= 1;
    if (runningTabs === 0 && !hostHadRechartsSpan) document.getElementById(RECHARTS_SPAN_ID)?.remove();
  }

  return {
    update(next) {
      if (!running) return;
      const previous = current;
      current = { ...current, ...next };
      if (IDENTITY_OPTIONS.some((key) => previous[key] !== current[key])) {
        stop(running);
        running = start();
        return;
      }
      render(running);
      // A new credential: answers refused with the old one are asked for again.
      if (previous.token !== current.token || previous.getToken !== current.getToken) {
        void running.queryClient.invalidateQueries();
      }
    },
    unmount() {
      if (!running) return;
      stop(running);
      running = null;
    },
  };
}
