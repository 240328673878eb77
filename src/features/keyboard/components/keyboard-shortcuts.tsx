import { UnstyledButton } from '@mantine/core';
import { lazy, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { MountOnceOpened } from '@/components/overlays/mount-once-opened';
import type { RepositoryRef } from '@/lib/app-config';
import { KEYBOARD_ROW_ATTRIBUTE } from '@/lib/keyboard-targets';
import { createKeySequenceMatcher } from '../lib/key-sequences';
import type { PalettePage } from '../lib/palette-pages';
import { moveRowFocus, openTargetOf, pageSearchField, quarantineTestOf } from '../lib/page-targets';
import { modifierLabel, PALETTE_FIELD_ATTRIBUTE, SHORTCUTS, type ShortcutId } from '../lib/shortcuts';
import { isTypingTarget } from '../lib/typing-target';
import classes from './keyboard.module.css';
import { useGoTo } from './use-go-to';

const CommandPalette = lazy(() => import('./command-palette').then((module) => ({ default: module.CommandPalette })));
const ShortcutsDialog = lazy(() => import('./shortcuts-dialog').then((module) => ({ default: module.ShortcutsDialog })));

/** Marks the app's frame: rows and the page search are looked for inside it, never in a host page. */
export const APP_FRAME_ATTRIBUTE = 'data-app-frame';

/** Where these are in a key press's path, they handle their own keys. */
const OWN_KEY_HANDLING = '[role="dialog"], [aria-modal="true"], [role="menu"], [role="listbox"]';

/** The palette button and the shortcuts, heard on the app's own root (an embedded tab's shadow root, or the page's document). */
export function KeyboardShortcuts({
  repository,
  renderQuarantineDialog,
}: {
  repository: RepositoryRef;
  /** `q`: the create-quarantine dialog, composed by the route. */
  renderQuarantineDialog: (props: { testName: string; opened: boolean; onClose: () => void }) => ReactNode;
}) {
  const anchorRef = useRef<HTMLButtonElement>(null);
  // Each opening is a new palette (empty, with the recent places as they are now: another tab may have added some).
  const [palette, setPalette] = useState({ opened: false, openings: 0 });
  const openPalette = () => setPalette((now) => (now.opened ? now : { opened: true, openings: now.openings + 1 }));
  const closePalette = () => setPalette((now) => ({ ...now, opened: false }));
  const [helpOpened, setHelpOpened] = useState(false);
  const [quarantine, setQuarantine] = useState<{ testName: string; opened: boolean } | null>(null);
  const [modifier] = useState(() => modifierLabel(typeof navigator === 'undefined' ? '' : navigator.platform));
  const goTo = useGoTo(repository);

  /** True when it did something: the key's default is then prevented. */
  const run = useEffectEvent((id: ShortcutId, scope: ParentNode, focused: Element | null): boolean => {
    switch (id) {
      case 'palette':
        openPalette();
        return true;
      case 'help':
        setHelpOpened(true);
        return true;
      case 'search': {
        const field = pageSearchField(scope);
        if (field) field.focus();
        else openPalette();
        return true;
      }
      case 'next-row':
      case 'previous-row':
        return moveRowFocus(scope, focused, id === 'next-row' ? 1 : -1) !== null;
      case 'open-row': {
        if (!focused?.hasAttribute(KEYBOARD_ROW_ATTRIBUTE)) return false;
        openTargetOf(focused)?.click();
        return true;
      }
      case 'quarantine': {
        const testName = quarantineTestOf(scope, focused);
        if (testName === null) return false;
        setQuarantine({ testName, opened: true });
        return true;
      }
      case 'escape': {
        if (!focused?.hasAttribute(KEYBOARD_ROW_ATTRIBUTE)) return false;
        scope.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
        return true;
      }
      default:
        void goTo({ kind: 'page', page: id.slice('go-'.length) as PalettePage });
        return true;
    }
  });

  useEffect(() => {
    const anchor = anchorRef.current;
    if (!anchor) return;
    const root = anchor.getRootNode();
    if (!(root instanceof Document || root instanceof ShadowRoot)) return;
    const scope: ParentNode = anchor.closest(`[${APP_FRAME_ATTRIBUTE}]`) ?? root;
    const matcher = createKeySequenceMatcher(SHORTCUTS);

    const onKeyDown = (event: Event) => {
      if (!(event instanceof KeyboardEvent) || event.defaultPrevented || event.isComposing) return;
      const path = event.composedPath();
      const target = path[0] ?? null;
      if (root instanceof Document && !(target instanceof Node && scope.contains(target)) && !isPageItself(root, target)) return;
      const chord = event.ctrlKey || event.metaKey;
      // The palette's field, still focused while it fades out: the chord opens it again.
      if (
        chord &&
        event.key.toLowerCase() === 'k' &&
        path.some((node) => node instanceof Element && node.hasAttribute(PALETTE_FIELD_ATTRIBUTE))
      ) {
        event.preventDefault();
        run('palette', scope, root.activeElement);
        return;
      }
      // Dialogs, menus and lists handle their own keys; a field takes letters (only the palette chord works there).
      if (path.some((node) => node instanceof Element && node.matches(OWN_KEY_HANDLING)) || (isTypingTarget(target) && !chord)) {
        matcher.reset();
        return;
      }
      const result = matcher.press(event, event.timeStamp);
      if (result.kind !== 'match') return;
      if (run(result.id, scope, root.activeElement)) event.preventDefault();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <UnstyledButton
        ref={anchorRef}
        className={classes.paletteButton}
        aria-keyshortcuts="Control+K Meta+K"
        title={`Jump to a page, a test, a quarantine or a pull request (${modifier} K; ? lists every shortcut)`}
        onClick={openPalette}
      >
        <span>Jump to…</span> <kbd className={classes.key}>{modifier} K</kbd>
      </UnstyledButton>
      <MountOnceOpened opened={palette.opened}>
        <CommandPalette key={palette.openings} opened={palette.opened} onClose={closePalette} repository={repository} />
      </MountOnceOpened>
      <MountOnceOpened opened={helpOpened}>
        <ShortcutsDialog opened={helpOpened} onClose={() => setHelpOpened(false)} modifier={modifier} />
      </MountOnceOpened>
      <MountOnceOpened opened={quarantine?.opened ?? false}>
        {quarantine ? renderQuarantineDialog({ ...quarantine, onClose: () => setQuarantine({ ...quarantine, opened: false }) }) : null}
      </MountOnceOpened>
    </>
  );
}

/** A key press aimed at nothing in particular (focus on the body). */
function isPageItself(document: Document, target: EventTarget | null): boolean {
  return target === document.body || target === document.documentElement || target === document;
}
