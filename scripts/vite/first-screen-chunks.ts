// A page's first screen in a few files (left alone, ~100 files a page and ~25 KiB more): modules grouped by the first
// screens that need them, what none needs (dialogs, charts) left split. A first build, not written, finds the groups.
import { build, type Plugin, type PluginOption, type Rolldown } from 'vite';
import { matchesPath, routePreloads, staticClosure } from './route-preload-plugin.ts';

type OutputChunk = Rolldown.OutputChunk;

const PLUGIN_NAME = 'ci-insights:first-screen-chunks';
/** Minified bytes under which a group of a few pages goes with the shell: a request saved for a few bytes more. */
const SMALL_GROUP_BYTES = 6000;
/** Pages a small group needs to go with the shell: one of two pages would weigh on every other page (~2 KiB each, A/B 2026-11-29). */
const SMALL_GROUP_PAGES = 3;

/** `/_/_/tests/_` → `tests-detail`; `/_/_` → `repository`. */
function screenName(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const named = segments.filter((segment) => segment !== '_');
  if (named.length === 0) return segments.length === 0 ? 'start' : 'repository';
  return `${named.join('-')}${segments.at(-1) === '_' ? '-detail' : ''}`;
}

/** Module id → its group: `shell`, or the `+`-joined names of the pages whose first screen needs it. */
export function firstScreenGroups(chunks: readonly OutputChunk[], routesDirectory: string, shell: readonly string[]): Map<string, string> {
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedByEntry = staticClosure(
    chunks.filter((chunk) => chunk.isEntry),
    byFileName,
  );
  const shellChunks = chunks.filter((chunk) => chunk.moduleIds.some((id) => shell.some((path) => id.split('?')[0]!.endsWith(path))));
  const shellFiles = staticClosure(shellChunks, byFileName);
  // One screen per route path (a path stands in for its pattern): the chunks of every route it matches.
  const routes = routePreloads(chunks, routesDirectory);
  const screens = new Map<string, Set<string>>();
  for (const { pattern } of routes.filter((route) => route.pattern !== '')) {
    const path = pattern.replaceAll('[^/]+', '_');
    screens.set(screenName(path), new Set(routes.filter((route) => matchesPath(route, path)).flatMap((route) => route.scripts)));
  }

  const groups = new Map<string, string>();
  const sizes = new Map<string, number>();
  for (const chunk of chunks) {
    if (loadedByEntry.has(chunk.fileName)) continue;
    const pages = [...screens].filter(([, files]) => files.has(chunk.fileName)).map(([name]) => name);
    const group = shellFiles.has(chunk.fileName) ? 'shell' : pages.length > 0 ? pages.sort().join('+') : null;
    if (group === null) continue;
    for (const id of chunk.moduleIds) groups.set(id, group);
    sizes.set(group, (sizes.get(group) ?? 0) + chunk.code.length);
  }
  // A small group of a few pages, or one (nearly) every page needs, joins the shell once each group it imports (more pages: decided first) has.
  const pagesOf = (group: string) => group.split('+');
  const candidates = [...sizes.keys()].filter((group) => group !== 'shell').sort((a, b) => pagesOf(b).length - pagesOf(a).length);
  const groupOf = (fileName: string) => groups.get(byFileName.get(fileName)?.moduleIds[0] ?? '') ?? 'shell';
  const merged = new Set<string>(['shell']);
  for (const group of candidates) {
    const pages = pagesOf(group).length;
    const wanted = (sizes.get(group)! < SMALL_GROUP_BYTES && pages >= SMALL_GROUP_PAGES) || pages >= screens.size - 1;
    const imported = chunks.filter((chunk) => groupOf(chunk.fileName) === group).flatMap((chunk) => chunk.imports.map(groupOf));
    if (wanted && imported.every((other) => other === group || merged.has(other))) merged.add(group);
  }
  for (const [id, group] of groups) if (merged.has(group)) groups.set(id, 'shell');
  return groups;
}

/** The plugins, nested lists flattened, less those whose name matches `names`. */
export const pluginsWithout = (plugins: PluginOption[] | undefined, names: RegExp): PluginOption[] =>
  (plugins ?? []).flatMap((plugin) =>
    Array.isArray(plugin) ? pluginsWithout(plugin, names) : plugin && 'name' in plugin && names.test(plugin.name) ? [] : [plugin],
  );

export function firstScreenChunksPlugin(routesDirectory: string, shell: readonly string[]): Plugin {
  return {
    name: PLUGIN_NAME,
    apply: 'build',
    async config(config, env) {
      if (config.build?.lib) return; // the embed is one file anyway
      const first = await build({
        ...config,
        configFile: false,
        mode: env.mode,
        logLevel: 'silent',
        plugins: pluginsWithout(config.plugins, new RegExp(`^${PLUGIN_NAME}$`)),
        build: { ...config.build, write: false, emptyOutDir: false, copyPublicDir: false },
      });
      const outputs = [first].flat().flatMap((result) => ('output' in result ? result.output : []));
      const groups = firstScreenGroups(
        outputs.filter((file): file is OutputChunk => file.type === 'chunk'),
        routesDirectory,
        shell,
      );
      const chunkName = (id: string) => {
        const pages = groups.get(id)?.split('+');
        return pages === undefined ? null : pages.length > 3 ? 'shared' : pages.join('-');
      };
      const codeSplitting = {
        groups: [
          { name: 'index', tags: ['$initial' as const], priority: 15 },
          // A module's imports are needed by the same screens or more: they are in such a group already.
          { debugName: 'first screens', name: chunkName, priority: 12, includeDependenciesRecursively: false },
        ],
      };
      return { build: { rolldownOptions: { output: { codeSplitting } } } };
    },
  };
}
