/// <reference types="vite/client" />

/** Replaced at build time (vite.config.ts): true in development and demo builds only. */
declare const __MOCK_BACKEND__: boolean;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_TOKEN?: string;
  readonly VITE_MOCK_NOW?: string;
  readonly VITE_MOCK_SEED?: string;
  readonly VITE_MOCK_SCALE?: string;
}
