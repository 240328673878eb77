/**
 * The dashboard's whole stylesheet as a string, for the shadow root. `vite.embed.config.ts` replaces the
 * placeholder with the bundled CSS at build time (see its `inlineCssIntoShadowRoot` plugin); outside that
 * build (unit tests) it stays a harmless comment.
 */
export const EMBEDDED_CSS: string = '/*__CI_INSIGHTS_CSS__*/';
