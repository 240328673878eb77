// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isTypingTarget } from './typing-target';

/** An element of a fixed fixture string (never data), parsed as a document of its own. */
function element(html: string, selector: string): Element {
  return new DOMParser().parseFromString(html, 'text/html').body.querySelector(selector)!;
}

describe('isTypingTarget', () => {
  it('is true for text fields, text areas, selects and editable content', () => {
    expect(isTypingTarget(element('<input>', 'input'))).toBe(true);
    expect(isTypingTarget(element('<input type="search">', 'input'))).toBe(true);
    expect(isTypingTarget(element('<textarea></textarea>', 'textarea'))).toBe(true);
    expect(isTypingTarget(element('<select><option>a</option></select>', 'select'))).toBe(true);
    expect(isTypingTarget(element('<div contenteditable="true"><b>x</b></div>', 'b'))).toBe(true);
  });

  it('is false for buttons, links, checkboxes, rows and nothing', () => {
    expect(isTypingTarget(element('<button>x</button>', 'button'))).toBe(false);
    expect(isTypingTarget(element('<a href="#">x</a>', 'a'))).toBe(false);
    expect(isTypingTarget(element('<input type="checkbox">', 'input'))).toBe(false);
    expect(isTypingTarget(element('<table><tbody><tr tabindex="-1"><td>x</td></tr></tbody></table>', 'tr'))).toBe(false);
    expect(isTypingTarget(element('<div contenteditable="false"><b>x</b></div>', 'b'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(document)).toBe(false);
  });

  it('sees fields inside a shadow root', () => {
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.append(document.createElement('input'));
    expect(isTypingTarget(shadow.querySelector('input'))).toBe(true);
  });
});
