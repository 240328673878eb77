import { EMBEDDED_CSS } from './embedded-css';

/** The class of the element Mantine treats as its root: its CSS variables and colour-scheme attribute go there. */
export const ROOT_CLASS = 'ci-insights-root';
const APP_CLASS = 'ci-insights-app';

// A shadow root on a custom tag of our own: our rules never reach the host, nor the host's (even on `div`) us.
const SHADOW_BASE_CSS = `
:host { all: initial; display: block; }
.${ROOT_CLASS} {
  font-family: var(--mantine-font-family);
  font-size: var(--mantine-font-size-md);
  line-height: var(--mantine-line-height);
  color: var(--mantine-color-text);
  background-color: var(--mantine-color-body);
  color-scheme: var(--mantine-color-scheme);
  -webkit-font-smoothing: var(--mantine-webkit-font-smoothing);
  -moz-osx-font-smoothing: var(--mantine-moz-font-smoothing);
  text-align: start;
}
/* The frame (fixed header and navigation) is laid out in the tab's box, which flows with the host page; dialogs
   render beside it and still cover the window. Clipped: the skip link waits above the frame until focused. */
.${APP_CLASS} { contain: layout; isolation: isolate; overflow: clip; }
`;

/** `root` takes Mantine's CSS variables and scheme attribute (not `<html>`), `app` the app, `portal` every dialog, menu and toast. */
export function createShadowContainer(parent: HTMLElement) {
  const frame = document.createElement('ci-insights-frame');
  const shadow = frame.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = `${EMBEDDED_CSS}\n${SHADOW_BASE_CSS}`;
  const root = document.createElement('div');
  root.className = ROOT_CLASS;
  const app = document.createElement('div');
  app.className = APP_CLASS;
  const portal = document.createElement('div');
  portal.setAttribute('data-ci-insights-portal', '');
  root.append(app, portal);
  shadow.append(style, root);
  parent.append(frame);
  return { root, app, portal, remove: () => frame.remove() };
}

/** Mantine sizes in `rem` × `--mantine-scale`, and `rem` follows the host's root font size: a 20px root gives 0.8, 1rem stays 16px. */
export function scaleForHostRootFontSize(): number {
  const rootPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(rootPx) && rootPx > 0 ? 16 / rootPx : 1;
}
