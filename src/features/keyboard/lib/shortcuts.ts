import { PAGE_KEYS, pageTitle, PALETTE_PAGES } from './palette-pages';

// Every shortcut once: the key handler binds them and the `?` dialog lists them.

export const SHORTCUTS = [
  { id: 'palette', keys: ['mod+k'], description: 'Open the command palette', group: 'General' },
  { id: 'help', keys: ['?'], description: 'Show these shortcuts', group: 'General' },
  { id: 'search', keys: ['/'], description: "Focus the page's search", group: 'General' },
  { id: 'escape', keys: ['Escape'], description: 'Close the palette or a dialog; leave the focused row', group: 'General' },
  { id: 'next-row', keys: ['j'], description: 'Next row', group: 'Rows' },
  { id: 'previous-row', keys: ['k'], description: 'Previous row', group: 'Rows' },
  { id: 'open-row', keys: ['Enter'], description: 'Open the focused row', group: 'Rows' },
  { id: 'quarantine', keys: ['q'], description: 'Quarantine the focused test', group: 'Rows' },
  ...PALETTE_PAGES.map((page) => ({
    id: `go-${page}` as const,
    keys: ['g', PAGE_KEYS[page]],
    description: pageTitle(page),
    group: 'Go to' as const,
  })),
] as const;

export type ShortcutId = (typeof SHORTCUTS)[number]['id'];

export const SHORTCUT_GROUPS = ['General', 'Rows', 'Go to'] as const;

export const PALETTE_FIELD_ATTRIBUTE = 'data-command-palette-field';

export function modifierLabel(platform: string): string {
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘' : 'Ctrl';
}

export function keyLabel(key: string, modifier: string): string[] {
  if (key.startsWith('mod+')) return [modifier, key.slice(4).toUpperCase()];
  if (key === 'Escape') return ['Esc'];
  return [key];
}
