// The page's own heading in the frame index.html paints before any script (issue 22: paint from the
// HTML). The frame is one static file for every route, so a small inline script, written here at build
// time and run while the document is parsed, reads the route from the address and fills in the page's
// title and description (src/lib/page-intros.ts, the words the page itself renders). It writes text only
// (textContent), and the Content-Security-Policy allows it by its hash (content-security-policy.ts).
import type { Plugin } from 'vite';
import { PAGE_INTROS } from '../../src/lib/page-intros.ts';

const MARKER = '<!-- boot-heading -->';

/**
 * The script's source. `base` is the build's base: one starting with `/` routes by path below it; a
 * relative one (the offline demo) routes in the address's fragment (`#/owner/repo/tests`).
 */
export function bootHeadingScript(base: string): string {
  return `(function () {
  var intros = ${JSON.stringify(PAGE_INTROS)};
  var base = ${JSON.stringify(base)};
  var path = base.charAt(0) !== "/" ? location.hash.slice(1) : location.pathname.indexOf(base) === 0 ? location.pathname.slice(base.length - 1) : "";
  var parts = path.split("?")[0].split("/").filter(Boolean);
  var intro = parts.length >= 2 && parts.length <= 3 && Object.prototype.hasOwnProperty.call(intros, parts[2] || "") ? intros[parts[2] || ""] : null;
  if (!intro) return;
  var owner, repository;
  try {
    owner = decodeURIComponent(parts[0]);
    repository = owner + "/" + decodeURIComponent(parts[1]);
  } catch (malformed) {
    return;
  }
  document.querySelector(".boot-title").textContent = intro.title;
  document.querySelector(".boot-intro").textContent = intro.description.split("{repository}").join(repository).split("{owner}").join(owner);
  document.querySelector(".boot").classList.add("boot-known");
})();`;
}

/** Replaces the marker in index.html (after the frame's markup) with the script, in development too. */
export function bootHeadingPlugin(base: string): Plugin {
  const tag = `<script>${bootHeadingScript(base)}</script>`;
  return {
    name: 'ci-insights:boot-heading',
    transformIndexHtml: (html) => {
      if (!html.includes(MARKER)) throw new Error(`index.html has no ${MARKER} marker`);
      return html.replace(MARKER, tag);
    },
  };
}
