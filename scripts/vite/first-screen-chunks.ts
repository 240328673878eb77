// Chunks cut along first screens, for the production build.
//
// Left to itself, the bundler puts every set of modules that the same dynamic imports reach into a
// chunk of its own. With every page, dialog, chart and menu loaded on demand, that is some eighty small
// files per page, which a browser then fetches six at a time: on a busy machine the last of them
// arrives long after the data. Gzip also compresses many small files worse than a few large ones.
//
// What a person waits for is one page's first screen: the entry, the shell and that page's route
// chunks. So the modules are grouped by the first screens that need them:
//   - the entry and everything it imports statically: one file (the entry),
//   - the shell (the UI every page draws, loaded on demand after the entry has started the requests):
//     one file,
//   - the rest of each first screen: one file per set of pages sharing it (a page's own code, the
//     facet sidebar of the three pages with one, …),
// and whatever no first screen needs (dialogs, charts, menus) stays split as the bundler likes.
//
// Which modules a first screen needs is only exact after tree-shaking (a library's index module names
// every component it has), so a first build, not written, finds it; the real build then groups by it.
import { build, type InlineConfig, type Plugin, type PluginOption, type Rolldown } from 'vite';
import { routePreloads } from './route-preload-plugin.ts';
import { staticClosure } from './chunk-graph.ts';

type OutputChunk = Rolldown.OutputChunk;

const PLUGIN_NAME = 'ci-insights:first-screen-chunks';

export interface FirstScreenChunksOptions {
  /** Where the file routes live, as it appears in module ids, e.g. `/src/routes`. */
  routesDirectory: string;
  /** Modules the entry imports on demand that make up the UI of every page (ids ending in these paths). */
  shell: readonly string[];
  /** Minified bytes under which a group shared by some pages goes with the shell instead (default 6,000). */
  smallGroupBytes?: number;
}

const SHELL_GROUP = 'shell';

/**
 * Module id → the chunk it belongs in, from a build's chunks: `shell` for what the shell needs, else a
 * name for the set of pages whose first screen needs it. Modules of the entry's static closure, and
 * those no first screen needs, get none.
 */
export function firstScreenGroups(
  chunks: readonly OutputChunk[],
  { routesDirectory, shell, smallGroupBytes = 6000 }: FirstScreenChunksOptions,
): Map<string, string> {
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loadedByEntry = entry ? staticClosure([entry], byFileName) : new Set<string>();
  const shellChunks = chunks.filter((chunk) => chunk.moduleIds.some((id) => shell.some((path) => cleanId(id).endsWith(path))));
  const shellFiles = staticClosure(shellChunks, byFileName);

  const screens = pageScreens(routePreloads(chunks, routesDirectory));
  const groups = new Map<string, string>();
  const sizes = new Map<string, number>();
  for (const chunk of chunks) {
    if (loadedByEntry.has(chunk.fileName)) continue;
    const group = shellFiles.has(chunk.fileName)
      ? SHELL_GROUP
      : groupName(screens.filter((screen) => screen.files.has(chunk.fileName)).map((screen) => screen.name));
    if (group === null) continue;
    for (const id of chunk.moduleIds) groups.set(id, group);
    sizes.set(group, (sizes.get(group) ?? 0) + chunk.code.length);
  }
  const merged = groupsIntoShell(sizes, new Set(screens.map((screen) => screen.name)).size, smallGroupBytes);
  for (const [id, group] of groups) if (merged.has(group)) groups.set(id, SHELL_GROUP);
  return groups;
}

/**
 * A file costs a request: a small group goes with the shell, as does one nearly every page needs. But
 * a module's imports are needed by the same pages or more, so they sit in groups of more pages: a group
 * goes only once every group of more pages than its own (a superset) has gone, or the shell would
 * import a page's chunk and every page would load it.
 */
function groupsIntoShell(sizes: Map<string, number>, pages: number, smallGroupBytes: number): Set<string> {
  const pagesOf = (group: string) => new Set(group.split('+'));
  const candidates = [...sizes.keys()].filter((group) => group !== SHELL_GROUP).sort((a, b) => pagesOf(b).size - pagesOf(a).size);
  const merged = new Set<string>();
  for (const group of candidates) {
    const own = pagesOf(group);
    const wanted = (sizes.get(group) ?? 0) < smallGroupBytes || own.size >= pages - 1;
    const supersets = candidates.filter((other) => other !== group && [...own].every((page) => pagesOf(other).has(page)));
    if (wanted && supersets.every((other) => merged.has(other))) merged.add(group);
  }
  return merged;
}

interface Screen {
  name: string;
  files: Set<string>;
}

/**
 * One first screen per route path: the chunks of every route its path matches (layouts above it, the
 * page itself), as the route preload module fetches them. A path stands in for each pattern, its
 * parameters filled with a placeholder.
 */
function pageScreens(routes: ReturnType<typeof routePreloads>): Screen[] {
  const screens = new Map<string, Screen>();
  for (const route of routes) {
    if (route.pattern === '') continue;
    const path = route.pattern.replaceAll('[^/]+', '_').replaceAll('.*', '_');
    if (screens.has(path)) continue;
    const files = new Set<string>();
    for (const other of routes) {
      if (new RegExp(`^${other.pattern}${other.prefix ? '(?:/.*)?$' : '$'}`).test(path)) other.scripts.forEach((file) => files.add(file));
    }
    screens.set(path, { name: screenName(path), files });
  }
  return [...screens.values()];
}

/** `/_/_/tests/_` → `tests-detail`; `/_/_` → `repository`. */
function screenName(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const named = segments.filter((segment) => segment !== '_');
  if (named.length === 0) return segments.length === 0 ? 'start' : 'repository';
  return `${named.join('-')}${segments.at(-1) === '_' ? '-detail' : ''}`;
}

function groupName(screenNames: string[]): string | null {
  if (screenNames.length === 0) return null;
  return [...new Set(screenNames)].sort().join('+');
}

/** `activity+repository+tests` → `activity-repository-tests`; more pages than that → `shared`. */
function chunkName(group: string): string {
  const pages = group.split('+');
  return pages.length > 3 ? 'shared' : pages.join('-');
}

function cleanId(id: string): string {
  return (id.split('?')[0] ?? id).replaceAll('\\', '/');
}

/**
 * The Vite plugin: before a production build, a first build of the same configuration (not written)
 * finds the groups; the real build's code splitting then uses them, after the entry's own group.
 */
export function firstScreenChunksPlugin(options: FirstScreenChunksOptions): Plugin {
  return {
    name: PLUGIN_NAME,
    apply: 'build',
    async config(config, env) {
      // Library builds (the embed) make one file anyway.
      if (config.build?.lib) return;
      const first = await build({
        ...config,
        configFile: false,
        mode: env.mode,
        logLevel: 'silent',
        plugins: withoutThisPlugin(config.plugins),
        build: { ...config.build, write: false, emptyOutDir: false, copyPublicDir: false },
      } satisfies InlineConfig);
      const outputs = (Array.isArray(first) ? first : [first]).flatMap((result) => ('output' in result ? result.output : []));
      const chunks = outputs.filter((file): file is OutputChunk => file.type === 'chunk');
      const groups = firstScreenGroups(chunks, options);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // The entry and all it imports statically: one file beside React.
                  { name: 'index', tags: ['$initial'], priority: 15 },
                  // Each module's dependencies are needed by the same screens or more, so they are in
                  // this group too (or the entry's): nothing needs to be pulled in after them.
                  {
                    debugName: 'first screens',
                    name: (id: string) => {
                      const group = groups.get(id);
                      return group === undefined ? null : chunkName(group);
                    },
                    priority: 12,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

function withoutThisPlugin(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flatMap((plugin): PluginOption[] => {
    if (Array.isArray(plugin)) return withoutThisPlugin(plugin);
    if (plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === PLUGIN_NAME) return [];
    return [plugin];
  });
}
