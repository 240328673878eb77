// Pages mark rows, targets, search field and test with these attributes; the shortcut layer (src/features/keyboard) finds them.

/** A row `j`/`k` move through; focusable from script only (it is not a Tab stop). */
export const KEYBOARD_ROW_ATTRIBUTE = 'data-keyboard-row';
/** Inside a row: what `Enter` clicks when the row has focus. Without one, the row's first link. */
export const KEYBOARD_OPEN_ATTRIBUTE = 'data-keyboard-open';
/** The field `/` focuses. Without one, the first field of the page's `role="search"` region. */
export const PAGE_SEARCH_ATTRIBUTE = 'data-page-search';
/** On a row or a page about one test: the name `q` puts in the quarantine dialog. */
export const QUARANTINE_TEST_ATTRIBUTE = 'data-quarantine-test';

/** Spread on a row element: `j`/`k` reach it, and `q` knows its test when it has one. */
export function keyboardRowProps(quarantineTestName?: string) {
  return {
    [KEYBOARD_ROW_ATTRIBUTE]: '',
    tabIndex: -1,
    ...(quarantineTestName === undefined ? {} : { [QUARANTINE_TEST_ATTRIBUTE]: quarantineTestName }),
  };
}

export const keyboardOpenProps = { [KEYBOARD_OPEN_ATTRIBUTE]: '' } as const;
export const pageSearchProps = { [PAGE_SEARCH_ATTRIBUTE]: '' } as const;
