// The production build's Content-Security-Policy, written into index.html as a <meta http-equiv> (see
// docs/decisions.md, "Content-Security-Policy"). A host that sets the policy as a response header should
// send the same text, which `npm run build` prints in dist/content-security-policy.txt.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export interface ContentSecurityPolicyOptions {
  /** The API base URL known at build time (VITE_API_BASE_URL): its origin is allowed even over plain http. */
  apiBaseUrl?: string | undefined;
  /** More origins the API may live at (VITE_CSP_CONNECT_SRC, space-separated), e.g. an internal http host. */
  extraConnectSources?: string | undefined;
  /** The inline scripts index.html carries (the frame's heading): each is allowed by its hash, nothing else inline. */
  inlineScripts?: readonly string[];
}

/**
 * Scripts only from the app's own origin and the inline scripts named by their hash (no eval); styles inline too, since Mantine
 * writes its CSS variables in a <style> element and React sets style attributes. The API is chosen by
 * the user at run time, which a fixed policy cannot know: `connect-src` allows the page's own origin,
 * any https origin, and the origins given at build time.
 */
export function contentSecurityPolicy({ apiBaseUrl, extraConnectSources, inlineScripts = [] }: ContentSecurityPolicyOptions = {}): string {
  const connect = new Set(["'self'", 'https:']);
  const apiOrigin = originOf(apiBaseUrl);
  if (apiOrigin) connect.add(apiOrigin);
  for (const source of (extraConnectSources ?? '').split(/\s+/)) {
    if (source !== '' && /^[\w+.-]+:(\/\/[^\s;,']+)?$/.test(source)) connect.add(source);
  }
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Puts the policy first in <head> (it governs only what comes after it) and beside the build as text. */
export function contentSecurityPolicyPlugin(options: ContentSecurityPolicyOptions): Plugin {
  const policy = contentSecurityPolicy(options);
  return {
    name: 'ci-insights:content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<head>/i, `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`),
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'content-security-policy.txt', source: `${policy}\n` });
    },
  };
}
