/*
 * Whether a key press is someone typing: then no single-key shortcut may fire (a `j` typed into the
 * name filter is a letter, not "next row"). Buttons, checkboxes and radios take no text, so shortcuts
 * still work while one of them has focus.
 */

const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file', 'color', 'range']);

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!isElement(target)) return false;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.has((target as HTMLInputElement).type);
  // `isContentEditable` covers inherited editing; jsdom lacks it, hence the attribute check beside it.
  if ((target as HTMLElement).isContentEditable) return true;
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/** An Element of any realm (a shadow root's nodes pass `instanceof Element` too, an iframe's would not). */
function isElement(target: EventTarget | null): target is Element {
  return target !== null && typeof (target as Element).tagName === 'string' && typeof (target as Element).closest === 'function';
}
