// The pages and their `g` keys, apart from the palette's items: the shortcuts every page binds need these alone.
import { PAGE_INTROS, type IntroducedPage } from '@/lib/page-intros';

/** The pages the palette lists, each with its key after `g` (`e` as in mErge: `m` is my change, `q` quarantines; `w` the week's digest). */
export type PalettePage = Exclude<IntroducedPage, ''> | 'overview';
export const PAGE_KEYS: Record<PalettePage, string> = {
  overview: 'o',
  tests: 't',
  quarantines: 'q',
  activity: 'a',
  'merge-queue': 'e',
  'my-change': 'm',
  runners: 'r',
  digest: 'w',
};
export const PALETTE_PAGES = Object.keys(PAGE_KEYS) as PalettePage[];

export const pageIntroOf = (page: PalettePage) => (page === 'overview' ? '' : page);
export const pageTitle = (page: PalettePage) => PAGE_INTROS[pageIntroOf(page)].title;
