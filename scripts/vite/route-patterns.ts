// File-route paths (TanStack Router's conventions) as URL patterns, for the route preload module.

export interface RoutePreload {
  /** Regular-expression source for the route's path, without anchors. */
  pattern: string;
  /** Matches the path and every path under it (layouts and leaves), not only the path itself (indexes). */
  prefix: boolean;
  /** Chunks to modulepreload, relative to the base. */
  scripts: string[];
  /** Stylesheets to preload, relative to the base. */
  styles: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `/$owner/$repo/tests/index.tsx` → `/[^/]+/[^/]+/tests`, exact; `/$owner/$repo/route.tsx` → a prefix.
 * Files in `-private` folders are not routes (null). Pathless `_layout` and `(group)` segments add
 * nothing to the URL; `.` separates segments like `/` does (flat routes).
 */
export function routePatternOf(relativeFile: string): { source: string; prefix: boolean } | null {
  const withoutExtension = relativeFile.replace(/^\/+/, '').replace(/\.(tsx|ts|jsx|js)$/, '');
  const folders = withoutExtension.split('/');
  if (folders.some((folder) => folder.startsWith('-'))) return null;
  const segments = folders.flatMap((folder) => folder.split('.'));
  const last = segments.pop();
  if (last === undefined) return null;
  const prefix = last !== 'index';
  if (last !== 'index' && last !== 'route' && last !== '__root') segments.push(last);

  const parts = segments
    .filter((segment) => !segment.startsWith('_') && !/^\(.*\)$/.test(segment))
    .map((segment) => segment.replace(/_$/, ''))
    .map((segment) => (segment === '$' ? '.*' : segment.startsWith('$') ? '[^/]+' : escapeRegExp(segment)));
  const source = parts.length === 0 ? (prefix ? '' : '/') : `/${parts.join('/')}`;
  return { source, prefix };
}
