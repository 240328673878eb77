// The production build's Content-Security-Policy, as a <meta http-equiv> in index.html and as text in
// dist/content-security-policy.txt for a host that sends it as a header (docs/decisions.md).
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

interface ContentSecurityPolicyOptions {
  /** VITE_API_BASE_URL's origin, and VITE_CSP_CONNECT_SRC's (space-separated): allowed even over plain http. */
  apiBaseUrl?: string | undefined;
  extraConnectSources?: string | undefined;
  /** Inline scripts of index.html, each allowed by its hash. */
  inlineScripts?: readonly string[];
}

/** Inline styles, as Mantine writes a <style> and React style attributes; any https API, since it is chosen at run time. */
export function contentSecurityPolicy({ apiBaseUrl, extraConnectSources, inlineScripts = [] }: ContentSecurityPolicyOptions = {}): string {
  const connect = new Set(["'self'", 'https:']);
  if (apiBaseUrl && /^https?:\/\//.test(apiBaseUrl) && URL.canParse(apiBaseUrl)) connect.add(new URL(apiBaseUrl).origin);
  for (const source of (extraConnectSources ?? '').split(/\s+/)) {
    if (/^[\w+.-]+:(\/\/[^\s;,']+)?$/.test(source)) connect.add(source);
  }
  const hashes = inlineScripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * First in <head>: the policy governs only what comes after it. An API on another origin is also preconnected: the connection
 * opens while the app downloads (`crossorigin`: the app's CORS requests without cookies use the anonymous pool).
 */
export function contentSecurityPolicyPlugin(options: ContentSecurityPolicyOptions): Plugin {
  const policy = contentSecurityPolicy(options);
  const api = URL.canParse(options.apiBaseUrl ?? '') ? new URL(options.apiBaseUrl!).origin : null; // relative: the page's own origin
  return {
    name: 'ci-insights:content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => ({
        html: html.replace(/<head>/i, `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`),
        tags: api?.startsWith('http') ? [{ tag: 'link', attrs: { rel: 'preconnect', href: api, crossorigin: true } }] : [],
      }),
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'content-security-policy.txt', source: `${policy}\n` });
    },
  };
}
