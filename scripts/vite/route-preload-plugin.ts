// A route's chunks are known only once the entry runs the router: a small script before it matches the URL and
// preloads them beside it (an external file: no CSP hash). A relative base (hash routing) gets none.
import { basename } from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

export interface RoutePreload {
  /** Regular-expression source of the route's path, without anchors. */
  pattern: string;
  /** Layouts and leaves match the paths under them too; indexes only their own. */
  prefix: boolean;
  scripts: string[];
  styles: string[];
}

/** The files `start` loads before it runs: the chunks and what they import statically. */
export function staticClosure(start: readonly OutputChunk[], byFileName: Map<string, OutputChunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    chunk.imports.forEach((file) => byFileName.has(file) && visit(byFileName.get(file)!));
  };
  start.forEach(visit);
  return seen;
}

/** `/$owner/$repo/tests/index.tsx` → `/[^/]+/[^/]+/tests`, exact; `route.tsx` and leaves are prefixes; `-private` folders are no routes. */
export function routePatternOf(relativeFile: string): { source: string; prefix: boolean } | null {
  const segments = relativeFile
    .replace(/^\/+/, '')
    .replace(/\.tsx?$/, '')
    .split('/');
  if (segments.some((segment) => segment.startsWith('-'))) return null;
  const last = segments.pop();
  const prefix = last !== 'index';
  if (last !== 'index' && last !== 'route' && last !== '__root') segments.push(last ?? '');
  const parts = segments.map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return { source: parts.length === 0 ? (prefix ? '' : '/') : `/${parts.join('/')}`, prefix };
}

export const matchesPath = (route: { pattern: string; prefix: boolean }, path: string) =>
  new RegExp(`^${route.pattern}${route.prefix ? '(?:/.*)?$' : '$'}`).test(path);

/**
 * Per split route file: its pattern and the chunks and stylesheets the entry does not load already.
 * `everyPage` modules go under the root pattern, which every path matches, and are not repeated per page.
 */
export function routePreloads(chunks: readonly OutputChunk[], routesDirectory: string, everyPage: readonly string[] = []): RoutePreload[] {
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.filter((chunk) => chunk.isEntry);
  const loadedByEntry = staticClosure(entry, byFileName);
  const routes: RoutePreload[] = [];
  for (const chunk of chunks) {
    if (loadedByEntry.has(chunk.fileName)) continue;
    for (const moduleId of chunk.moduleIds) {
      const file = (moduleId.split('?')[0] ?? '').replaceAll('\\', '/');
      const pattern = everyPage.some((path) => file.endsWith(path))
        ? { source: '', prefix: true }
        : moduleId.includes('tsr-split') && file.includes(routesDirectory)
          ? routePatternOf(file.slice(file.indexOf(routesDirectory) + routesDirectory.length))
          : null;
      if (!pattern) continue;
      const scripts = [...staticClosure([chunk], byFileName)].filter((fileName) => !loadedByEntry.has(fileName));
      const styles = scripts.flatMap((fileName) => [...(byFileName.get(fileName)?.viteMetadata?.importedCss ?? [])]);
      let route = routes.find((known) => known.pattern === pattern.source && known.prefix === pattern.prefix);
      if (!route) routes.push((route = { pattern: pattern.source, prefix: pattern.prefix, scripts: [], styles: [] }));
      route.scripts = [...new Set([...route.scripts, ...scripts])];
      route.styles = [...new Set([...route.styles, ...styles])];
    }
  }
  const root = routes.find((route) => route.pattern === '' && route.prefix);
  for (const route of routes) {
    if (!root || route === root) continue;
    route.scripts = route.scripts.filter((file) => !root.scripts.includes(file));
    route.styles = route.styles.filter((file) => !root.styles.includes(file));
  }
  return routes.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** The module: ES5 with the route table inlined. */
export function preloadScript(base: string, routes: readonly RoutePreload[]): string {
  const table = JSON.stringify(routes.map((route) => [route.pattern, route.prefix ? 1 : 0, route.scripts, route.styles]));
  return `(function () {
var base = ${JSON.stringify(base)};
if (location.pathname.indexOf(base) !== 0) return;
var path = ("/" + location.pathname.slice(base.length)).replace(/\\/+$/, "") || "/";
var seen = {};
function add(rel, href, as) {
  if (seen[href]) return;
  seen[href] = 1;
  var link = document.createElement("link");
  link.rel = rel;
  link.href = base + href;
  link.crossOrigin = "";
  if (as) link.as = as;
  document.head.appendChild(link);
}
${table}.forEach(function (route) {
  if (!new RegExp("^" + route[0] + (route[1] ? "(?:/.*)?$" : "$")).test(path)) return;
  route[2].forEach(function (file) { add("modulepreload", file); });
  route[3].forEach(function (file) { add("preload", file, "style"); });
});
})();
`;
}

export function routePreloadPlugin(routesDirectory: string, everyPage: readonly string[]): Plugin {
  let config: ResolvedConfig;
  let fileName: string | null = null;
  return {
    name: 'ci-insights:route-preload',
    apply: 'build',
    configResolved: (resolved) => void (config = resolved),
    generateBundle: {
      order: 'pre', // before Vite writes index.html, so the tag can name the file
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
        const routes = config.base.startsWith('/') ? routePreloads(chunks, routesDirectory, everyPage) : [];
        // A worker's entry that the page imports too (mocks/browser.ts) is an asset, which Vite names after its module.
        const entry = new RegExp(`^${config.build.assetsDir}/(${everyPage.map((path) => basename(path, '.ts')).join('|')})-[\\w-]+\\.js$`);
        const assets = Object.keys(bundle).filter((file) => bundle[file]?.type === 'asset' && entry.test(file));
        routes.find((route) => route.pattern === '' && route.prefix)?.scripts.push(...assets);
        const source = preloadScript(config.base, routes);
        fileName = routes.length === 0 ? null : this.getFileName(this.emitFile({ type: 'asset', name: 'route-preload.js', source }));
      },
    },
    transformIndexHtml: {
      order: 'post',
      // A classic async script runs the moment it arrives; a module would wait for the document.
      handler: () =>
        fileName ? [{ tag: 'script', attrs: { async: true, src: `${config.base}${fileName}` }, injectTo: 'head-prepend' }] : [],
    },
  };
}
