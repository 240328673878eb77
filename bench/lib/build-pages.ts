// What the bench serves, in dist-bench/<name>: the app (the mock's URL and token baked in), the offline demo at the
// root, and the reference pages (bench/pages) built with the app's Vite config less its routes, frame and policy.
import { fileURLToPath } from 'node:url';
import { build, loadConfigFromFile } from 'vite';
import { pluginsWithout } from '../../scripts/vite/first-screen-chunks';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BENCH_OUT_DIR = `${ROOT}dist-bench`;
const LEFT_OUT_OF_REFERENCES = /^tanstack|^ci-insights:(content-security-policy|boot-heading)$/;

/** Vite reads VITE_* variables from the environment when it resolves the config: set for one build only. */
async function withEnv(env: Record<string, string>, run: () => Promise<unknown>): Promise<void> {
  Object.assign(process.env, env);
  await run().finally(() => Object.keys(env).forEach((key) => delete process.env[key]));
}

export async function buildPages(apiBaseUrl: string, token: string) {
  const out = {
    app: `${BENCH_OUT_DIR}/app`,
    demo: `${BENCH_OUT_DIR}/demo`,
    floor: `${BENCH_OUT_DIR}/floor`,
    bare: `${BENCH_OUT_DIR}/bare`,
  };
  const buildApp = (mode: string, outDir: string) =>
    build({ root: ROOT, configFile: `${ROOT}vite.config.ts`, mode, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await withEnv({ VITE_API_BASE_URL: apiBaseUrl, VITE_API_TOKEN: token }, () => buildApp('production', out.app));
  await withEnv({ VITE_BASE_PATH: '/' }, () => buildApp('demo', out.demo));
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, `${ROOT}vite.config.ts`, ROOT, 'warn');
  if (!loaded) throw new Error('vite.config.ts did not load');
  for (const page of ['floor', 'bare'] as const) {
    await build({
      ...loaded.config,
      configFile: false,
      root: `${ROOT}bench/pages/${page}`,
      mode: 'production',
      logLevel: 'warn',
      plugins: pluginsWithout(loaded.config.plugins, LEFT_OUT_OF_REFERENCES),
      build: { ...loaded.config.build, outDir: out[page], emptyOutDir: true },
    });
  }
  return out;
}
