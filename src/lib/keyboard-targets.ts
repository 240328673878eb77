/*
 * How pages take part in the keyboard shortcuts without knowing the code that handles them: a page
 * marks its rows, the element a row opens, its search field and the test a row is about with these
 * attributes, and the shortcut layer (src/features/keyboard) finds them in the page it is on.
 */

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
