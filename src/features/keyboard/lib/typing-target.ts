// Someone typing: no single-key shortcut fires. Buttons, checkboxes and radios take no text.

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

/** An Element of any realm (an iframe's would fail `instanceof Element`). */
function isElement(target: EventTarget | null): target is Element {
  return target !== null && typeof (target as Element).tagName === 'string' && typeof (target as Element).closest === 'function';
}
