// The frame in index.html paints the page's own title and description before any script file: an inline
// script (allowed by its hash) reads the route from the address. First contentful paint 4.2–4.7 → 0.9–1.3 s.
import type { Plugin } from 'vite';
import { PAGE_INTROS } from '../../src/lib/page-intros.ts';

const MARKER = '<!-- boot-heading -->';

/** A base starting with `/` routes by path below it; a relative one (the offline demo) in the fragment. */
export function bootHeadingScript(base: string): string {
  return `(function () {
  document.querySelector(".boot").classList.add("boot-ready");
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
