import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, contentSecurityPolicyPlugin } from './content-security-policy';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the production Content-Security-Policy', () => {
  it('allows scripts from the app only: no inline script, no eval', () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('allows an inline script only by the hash of its exact text', () => {
    // sha256 of `console.log(1)`, as `printf 'console.log(1)' | openssl dgst -sha256 -binary | base64` gives it.
    const policy = contentSecurityPolicy({ inlineScripts: ['console.log(1)'] });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='");
  });

  it('lets the API through on the page’s origin or any https origin the user configures', () => {
    expect(directive(contentSecurityPolicy(), 'connect-src')).toBe("connect-src 'self' https:");
  });

  it('adds the build-time API origin and the extra sources given, however they are written', () => {
    const policy = contentSecurityPolicy({
      apiBaseUrl: 'http://api.internal:8080/v1',
      extraConnectSources: ' http://127.0.0.1:6012  https://other.example ',
    });
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https: http://api.internal:8080 http://127.0.0.1:6012 https://other.example",
    );
  });

  it('ignores a relative base URL and sources that could break out of the directive', () => {
    const policy = contentSecurityPolicy({ apiBaseUrl: '/v1', extraConnectSources: "http://a.example;script-src 'unsafe-inline' \"x" });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https:");
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
  });
});

describe('the API preconnect', () => {
  const tags = (apiBaseUrl: string | undefined) => {
    const { handler } = contentSecurityPolicyPlugin({ apiBaseUrl }).transformIndexHtml as unknown as {
      handler: (html: string) => { tags: unknown };
    };
    return handler('<head></head>').tags;
  };

  it('preconnects to the origin of an absolute API URL, in the anonymous pool', () => {
    expect(tags('https://api.example.com/v1')).toEqual([
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://api.example.com', crossorigin: true } },
    ]);
  });

  it('adds nothing for the page’s own origin (a relative base), no URL or a malformed one', () => {
    expect(tags('/v1')).toEqual([]);
    expect(tags(undefined)).toEqual([]);
    expect(tags('https://')).toEqual([]);
  });
});
