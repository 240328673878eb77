// Route-aware preloading for the production build.
//
// Every page's component is code-split (TanStack Router's autoCodeSplitting), so the browser only learns
// which chunks the page needs after the entry has downloaded, parsed and run the router: a second round
// of downloads, one after the other, before the first data can be drawn. This plugin writes a tiny
// module, loaded before the entry, that reads the URL, finds the route files it matches and starts
// downloading their chunks (and their stylesheets) at once, beside the entry.
//
// It is an external module, not an inline script, so a strict Content-Security-Policy (`script-src
// 'self'`) needs no hash or nonce for it.
import { createHash } from 'node:crypto';
import type { Rolldown } from 'vite';
import type { Plugin, ResolvedConfig } from 'vite';

type OutputChunk = Rolldown.OutputChunk;
import { routePatternOf, type RoutePreload } from './route-patterns.ts';
import { staticClosure } from './chunk-graph.ts';

const SPLIT_MARKER = 'tsr-split';

export interface RoutePreloadOptions {
  /** Where the file routes live, as it appears in module ids, e.g. `/src/routes`. */
  routesDirectory: string;
  /** Modules the entry imports dynamically that every page needs at once (ids ending in these paths). */
  everyPage?: readonly string[];
  /**
   * The app routes in the URL's fragment (`#/owner/repo/tests`), as the offline demo does on hosts that
   * cannot rewrite paths. Needed with a relative base (`./`), whose files are found from this module's
   * own address.
   */
  hashRouting?: boolean;
}

export function routePreloadPlugin({ routesDirectory, everyPage = [], hashRouting = false }: RoutePreloadOptions): Plugin {
  let config: ResolvedConfig;
  let scriptFileName: string | null = null;

  return {
    name: 'ci-insights:route-preload',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      // Before Vite writes index.html (its own generateBundle), so the tag below can name the file.
      order: 'pre',
      handler(_options, bundle) {
        scriptFileName = null;
        // A relative base (`./`) cannot be stripped from a deep link's path: only hash routing makes it usable.
        const relativeBase = !config.base.startsWith('/');
        if (relativeBase && !hashRouting) return;
        const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
        const routes = routePreloads(chunks, routesDirectory, everyPage);
        if (routes.length === 0) return;
        // The module's own name is fixed here so that, with a relative base, it can find the build's root.
        const fileName = `${config.build.assetsDir}/route-preload-${hashOf(JSON.stringify(routes))}.js`;
        this.emitFile({
          type: 'asset',
          fileName,
          source: preloadScript(config.base, routes, { hashRouting, ownFileName: relativeBase ? fileName : undefined }),
        });
        scriptFileName = fileName;
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!scriptFileName) return [];
        return [
          {
            tag: 'script',
            // A classic async script runs the moment it arrives; a module would wait for the document and
            // for its turn among the entry's modules.
            attrs: { async: true, src: `${config.base}${scriptFileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/**
 * For each split route file: its URL pattern and the chunks and stylesheets the entry does not load
 * already; the `everyPage` modules go with the root pattern, which every path matches. A module is
 * found by the chunk holding it, whether the chunk is its own or one it shares (see
 * first-screen-chunks.ts).
 */
export function routePreloads(chunks: readonly OutputChunk[], routesDirectory: string, everyPage: readonly string[] = []): RoutePreload[] {
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loadedByEntry = entry ? staticClosure([entry], byFileName) : new Set<string>();

  const routes: RoutePreload[] = [];
  for (const chunk of chunks) {
    if (loadedByEntry.has(chunk.fileName)) continue;
    for (const moduleId of chunk.moduleIds) {
      const moduleFile = moduleId.split('?')[0]?.replaceAll('\\', '/');
      if (!moduleFile) continue;
      const pattern = everyPage.some((path) => moduleFile.endsWith(path))
        ? { source: '', prefix: true }
        : moduleId.includes(SPLIT_MARKER) && moduleFile.includes(routesDirectory)
          ? routePatternOf(moduleFile.slice(moduleFile.indexOf(routesDirectory) + routesDirectory.length))
          : null;
      if (!pattern) continue;
      const needed = [...staticClosure([chunk], byFileName)].filter((fileName) => !loadedByEntry.has(fileName));
      const styles = needed.flatMap((fileName) => [...(byFileName.get(fileName)?.viteMetadata?.importedCss ?? [])]);
      const existing = routes.find((route) => route.pattern === pattern.source && route.prefix === pattern.prefix);
      if (existing) {
        existing.scripts = [...new Set([...existing.scripts, ...needed])];
        existing.styles = [...new Set([...existing.styles, ...styles])];
      } else {
        routes.push({ pattern: pattern.source, prefix: pattern.prefix, scripts: needed, styles: [...new Set(styles)] });
      }
    }
  }
  // Every path matches the root pattern: what it preloads need not be listed again under a page.
  const root = routes.find((route) => route.pattern === '' && route.prefix);
  if (root) {
    for (const route of routes) {
      if (route === root) continue;
      route.scripts = route.scripts.filter((file) => !root.scripts.includes(file));
      route.styles = route.styles.filter((file) => !root.styles.includes(file));
    }
  }
  return routes.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 8);
}

/**
 * The module itself: plain ES5-level code with the route table inlined. A path matches a `prefix`
 * route (a layout, a leaf) when it is the route's path or lies under it; other routes (indexes) match
 * exactly.
 */
export function preloadScript(
  base: string,
  routes: RoutePreload[],
  { hashRouting = false, ownFileName }: { hashRouting?: boolean; ownFileName?: string | undefined } = {},
): string {
  const table = JSON.stringify(routes.map((route) => [route.pattern, route.prefix ? 1 : 0, route.scripts, route.styles]));
  // With a relative base the build's root is where this module lives, less its own name.
  const baseExpression = ownFileName
    ? `document.currentScript ? document.currentScript.src.slice(0, document.currentScript.src.length - ${JSON.stringify(ownFileName)}.length) : null`
    : JSON.stringify(base);
  const pathExpression = hashRouting
    ? `"/" + location.hash.replace(/^#\\/?/, "").split("?")[0]`
    : `location.pathname.indexOf(base) === 0 ? "/" + location.pathname.slice(base.length) : null`;
  return `// Starts downloading the current page's code beside the entry (see scripts/vite/route-preload-plugin.ts).
(function () {
var base = ${baseExpression};
var path = base === null ? null : ${pathExpression};
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
if (path !== null) {
  path = path.replace(/\\/+$/, "") || "/";
  ${table}.forEach(function (route) {
    var match = new RegExp("^" + route[0] + (route[1] ? "(?:/.*)?$" : "$")).test(path);
    if (!match) return;
    route[2].forEach(function (file) { add("modulepreload", file); });
    route[3].forEach(function (file) { add("preload", file, "style"); });
  });
}
})();
`;
}
