/// <reference types="vite/client" />

/** Replaced at build time (vite.config.ts): true in development and demo builds only. */
declare const __MOCK_BACKEND__: boolean;
/** True when the build's base is relative (the offline demo): routes live in the URL's fragment. */
declare const __HASH_ROUTING__: boolean;
/** The mock's service worker script, relative to the base (development and demo builds). */
declare const __MOCK_WORKER_FILE__: string;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_TOKEN?: string;
  readonly VITE_MOCK_NOW?: string;
  readonly VITE_MOCK_SEED?: string;
  /** The mock fleet's size (default: the showcase's 14 runners). */
  readonly VITE_MOCK_RUNNERS?: string;
}
