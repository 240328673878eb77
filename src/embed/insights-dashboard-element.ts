import type { ColorSchemeSetting } from '@/lib/app-config';
import type { EmbedHistory, InsightsEmbedOptions, InsightsMount } from './embed-options';
import { mountInsights } from './mount-insights';

export const ELEMENT_NAME = 'ci-insights-dashboard';

type TokenGetter = NonNullable<InsightsEmbedOptions['getToken']>;

const COLOR_SCHEMES: readonly ColorSchemeSetting[] = ['light', 'dark', 'auto'];
const HISTORIES: readonly EmbedHistory[] = ['browser', 'hash', 'memory'];

/** `<ci-insights-dashboard owner repo base-url base-path color-scheme history primary-color>`. */
export class InsightsDashboardElement extends HTMLElement {
  static observedAttributes = ['owner', 'repo', 'base-url', 'base-path', 'color-scheme', 'history', 'primary-color'];

  #mount: InsightsMount | null = null;
  #token: string | null = null;
  #getToken: TokenGetter | null = null;
  #pendingConnect = false;

  get token(): string | null {
    return this.#token;
  }
  set token(value: string | null) {
    this.#token = value;
    this.#mount?.update({ token: value });
  }

  get getToken(): TokenGetter | null {
    return this.#getToken;
  }
  set getToken(value: TokenGetter | null) {
    this.#getToken = value;
    this.#mount?.update({ getToken: value ?? undefined });
  }

  connectedCallback() {
    // A property set before this class was defined sits on the instance and hides the accessor.
    for (const name of ['token', 'getToken'] as const) {
      if (Object.hasOwn(this, name)) {
        const value = this[name] as never;
        delete (this as Partial<this>)[name];
        this[name] = value;
      }
    }
    // A host typically creates the element, then sets its token: mount once that script has run.
    if (this.#pendingConnect) return;
    this.#pendingConnect = true;
    queueMicrotask(() => {
      this.#pendingConnect = false;
      if (this.isConnected && !this.#mount) this.#mount = mountInsights(this, this.#options());
    });
  }

  disconnectedCallback() {
    this.#mount?.unmount();
    this.#mount = null;
  }

  attributeChangedCallback(_name: string, previous: string | null, next: string | null) {
    if (previous !== next) this.#mount?.update(this.#options());
  }

  #options(): InsightsEmbedOptions {
    const colorScheme = this.getAttribute('color-scheme') as ColorSchemeSetting | null;
    const history = this.getAttribute('history') as EmbedHistory | null;
    return {
      owner: this.getAttribute('owner') ?? '',
      repo: this.getAttribute('repo') ?? '',
      baseUrl: this.getAttribute('base-url') ?? '',
      basePath: this.getAttribute('base-path') ?? '/',
      history: history && HISTORIES.includes(history) ? history : this.hasAttribute('base-path') ? 'browser' : 'memory',
      colorScheme: colorScheme && COLOR_SCHEMES.includes(colorScheme) ? colorScheme : 'auto',
      primaryColor: this.getAttribute('primary-color') ?? undefined,
      token: this.#token,
      getToken: this.#getToken ?? undefined,
      onNavigate: (path) => this.dispatchEvent(new CustomEvent('ci-insights-navigate', { detail: { path }, bubbles: true })),
    };
  }
}
