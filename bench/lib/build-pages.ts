// Builds what the bench serves, each into its own folder under dist-bench/ (ignored by git and lint):
//   app    the production build, its API base URL and token baked in (VITE_API_BASE_URL/VITE_API_TOKEN),
//          so it talks to the bench's mock server from the first request;
//   floor  the stack floor page (bench/pages/floor) and
//   demo   the offline demo (`vite build --mode demo`): the app with its in-browser mock backend;
//   bare   the bare React page (bench/pages/bare), both with the app's own Vite config (vite.config.ts:
//          same plugins, aliases, defines and build options) less the file-route generator, which only
//          knows the app's src/routes.
import { fileURLToPath } from 'node:url';
import { build, loadConfigFromFile, type PluginOption } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BENCH_OUT_DIR = `${ROOT}dist-bench`;

export interface BuiltPages {
  app: string;
  demo: string;
  floor: string;
  bare: string;
}

export async function buildPages(api: { baseUrl: string; token: string }): Promise<BuiltPages> {
  const out: BuiltPages = {
    app: `${BENCH_OUT_DIR}/app`,
    demo: `${BENCH_OUT_DIR}/demo`,
    floor: `${BENCH_OUT_DIR}/floor`,
    bare: `${BENCH_OUT_DIR}/bare`,
  };
  await buildApp(out.app, api);
  await buildDemo(out.demo);
  await buildReferencePage('floor', out.floor);
  await buildReferencePage('bare', out.bare);
  return out;
}

async function buildApp(outDir: string, api: { baseUrl: string; token: string }): Promise<void> {
  const saved = { base: process.env.VITE_API_BASE_URL, token: process.env.VITE_API_TOKEN };
  // Vite reads VITE_* variables from the environment when it resolves the config.
  process.env.VITE_API_BASE_URL = api.baseUrl;
  process.env.VITE_API_TOKEN = api.token;
  try {
    await build({
      root: ROOT,
      configFile: `${ROOT}vite.config.ts`,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    restoreEnv('VITE_API_BASE_URL', saved.base);
    restoreEnv('VITE_API_TOKEN', saved.token);
  }
}

/** At the root with path routing (VITE_BASE_PATH), so the demo opens on the same paths as the app. */
async function buildDemo(outDir: string): Promise<void> {
  const saved = process.env.VITE_BASE_PATH;
  process.env.VITE_BASE_PATH = '/';
  try {
    await build({ root: ROOT, configFile: `${ROOT}vite.config.ts`, mode: 'demo', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    restoreEnv('VITE_BASE_PATH', saved);
  }
}

async function buildReferencePage(name: 'floor' | 'bare', outDir: string): Promise<void> {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false },
    `${ROOT}vite.config.ts`,
    ROOT,
    'warn',
  );
  if (!loaded) throw new Error('vite.config.ts did not load');
  const plugins = flattenPlugins(loaded.config.plugins).filter(
    // The reference pages are not the app: no routes, no page headings in their frame, and no policy that
    // would hold them to the app's API origins.
    (plugin) =>
      !pluginName(plugin).startsWith('tanstack') &&
      !['ci-insights:content-security-policy', 'ci-insights:boot-heading'].includes(pluginName(plugin)),
  );
  await build({
    ...loaded.config,
    configFile: false,
    root: `${ROOT}bench/pages/${name}`,
    mode: 'production',
    logLevel: 'warn',
    plugins,
    build: { ...loaded.config.build, outDir, emptyOutDir: true },
  });
}

function flattenPlugins(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flatMap((plugin) => (Array.isArray(plugin) ? flattenPlugins(plugin) : [plugin]));
}

function pluginName(plugin: PluginOption): string {
  return typeof plugin === 'object' && plugin !== null && 'name' in plugin ? plugin.name : '';
}

function restoreEnv(key: string, value: string | undefined): void {
  if (value === undefined) delete process.env[key];
  else process.env[key] = value;
}
