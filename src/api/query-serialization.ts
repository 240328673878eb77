/** URL building: encoded path templates, and query strings where arrays repeat the name, as the API document asks. */

type QueryScalar = string | number | boolean;

export function serializeQuery(query: object | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}) as [string, QueryScalar | readonly QueryScalar[] | null | undefined][]) {
    for (const item of [value].flat()) if (item !== undefined && item !== null) params.append(name, String(item));
  }
  return params;
}

export function fillPath(template: string, pathParams: object | undefined): string {
  const values = (pathParams ?? {}) as Record<string, unknown>;
  return template.replace(/\{([^{}]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

export function joinUrl(baseUrl: string, path: string, query?: URLSearchParams): string {
  const search = query === undefined ? '' : query.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${search === '' ? '' : `?${search}`}`;
}
