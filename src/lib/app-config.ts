// What a host (or the standalone entry) hands to the app; no globals: two embedded instances must not interfere.

export interface ApiSettings {
  /** Base URL ending in the version segment, e.g. `/v1` (the mock) or `https://api.example.com/v1`. */
  baseUrl: string;
  /** Bearer credential. Kept in memory or session storage only, never in a URL or a log. */
  token: string | null;
}

export type ColorSchemeSetting = 'light' | 'dark' | 'auto';

export interface RepositoryRef {
  owner: string;
  repo: string;
}

export const DEFAULT_API_SETTINGS: ApiSettings = { baseUrl: '/v1', token: null };

export function repositoryKey({ owner, repo }: RepositoryRef): string {
  return `${owner}/${repo}`;
}

export function parseRepositoryKey(value: string): RepositoryRef | null {
  const match = /^([a-zA-Z0-9-]{1,40})\/([\w.-]{1,100})$/.exec(value.trim());
  return match ? { owner: match[1]!, repo: match[2]! } : null;
}
