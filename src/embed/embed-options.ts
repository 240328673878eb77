import type { MantineColor } from '@mantine/core';
import type { ColorSchemeSetting } from '@/lib/app-config';

/** Where the tab keeps its location: the page URL (under `basePath`), the URL's hash, or memory only. */
export type EmbedHistory = 'browser' | 'hash' | 'memory';

export interface InsightsEmbedOptions {
  owner: string;
  repo: string;
  /** The API's base URL, ending in `/v1`. */
  baseUrl: string;
  /** Bearer credential, if it does not change. Prefer `getToken` for short-lived tokens. */
  token?: string | null;
  /** Asked before requests and once more after a 401; a different answer retries the request. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Path the tab lives under with `history: 'browser'`, e.g. `/repo/acme/checkout/insights`. Default `/`. */
  basePath?: string;
  /** Default `'memory'`: the tab leaves the host's URL alone unless asked. */
  history?: EmbedHistory;
  colorScheme?: ColorSchemeSetting;
  /** One of Mantine's colour names (`blue`, `violet`, `teal`…). Default `blue`. */
  primaryColor?: MantineColor;
  /** Told the tab's own path (after the base path, with its search) after every navigation. */
  onNavigate?: (path: string) => void;
}

export interface InsightsMount {
  /** Applies new options: colour scheme, primary colour, token and callbacks in place; anything else remounts. */
  update(next: Partial<InsightsEmbedOptions>): void;
  /** Removes every node, style, listener and timer the tab added. */
  unmount(): void;
}

/** The options that decide what the tab shows and where; changing one starts the tab afresh. */
export const IDENTITY_OPTIONS = ['owner', 'repo', 'baseUrl', 'basePath', 'history'] as const;
