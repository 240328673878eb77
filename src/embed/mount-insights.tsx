import type { MantineThemeOverride } from '@mantine/core';
import { createBrowserHistory, createHashHistory, createMemoryHistory, type RouterHistory } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/app/create-query-client';
import { InsightsApp } from '@/app/insights-app';
import { IDENTITY_OPTIONS, type EmbedHistory, type InsightsEmbedOptions, type InsightsMount } from './embed-options';
import { embedTheme } from './embed-theme';
import { tabStarted, tabStopped } from './page-leftovers';
import { createShadowContainer, ROOT_CLASS, scaleForHostRootFontSize } from './shadow-container';

/** One running tab: what `unmount()` has to take down again. */
type Running = ReturnType<typeof startTab>;

function startTab(element: HTMLElement, options: InsightsEmbedOptions) {
  tabStarted();
  const container = createShadowContainer(element);
  return {
    container,
    reactRoot: createRoot(container.app),
    history: createHistory(options.history ?? 'memory', options),
    queryClient: createQueryClient(),
    scale: scaleForHostRootFontSize(),
    /** Rebuilt only when the primary colour changes: a new theme object re-renders every Mantine component. */
    theme: null as { primaryColor: string | undefined; value: MantineThemeOverride } | null,
  };
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

  function themeOf(tab: Running): MantineThemeOverride {
    if (tab.theme?.primaryColor !== current.primaryColor || !tab.theme) {
      const value = embedTheme({ primaryColor: current.primaryColor, scale: tab.scale, portalTarget: tab.container.portal });
      tab.theme = { primaryColor: current.primaryColor, value };
    }
    return tab.theme.value;
  }

  function render(tab: Running) {
    const { container, reactRoot, history, queryClient } = tab;
    const repository = `${current.owner}/${current.repo}`;
    reactRoot.render(
      <InsightsApp
        history={history}
        basePath={current.history === 'browser' ? (current.basePath ?? '/') : '/'}
        api={{ baseUrl: current.baseUrl, token: null }}
        getToken={getToken}
        apiSettingsEditable={false}
        settingsStorage={null}
        scrollRestoration={false}
        colorScheme={current.colorScheme ?? 'auto'}
        repositories={[repository]}
        defaultRepository={repository}
        instanceId={repository}
        queryClient={queryClient}
        onNavigate={onNavigate}
        theme={themeOf(tab)}
        getRootElement={() => container.root}
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
    tabStopped();
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

function createHistory(kind: EmbedHistory, { owner, repo }: InsightsEmbedOptions): RouterHistory {
  switch (kind) {
    case 'browser':
      return createBrowserHistory();
    case 'hash':
      return createHashHistory();
    case 'memory':
      // Memory history carries no base path (nobody sees its URLs): the tab opens on the repository.
      return createMemoryHistory({ initialEntries: [`/${owner}/${repo}`] });
  }
}
