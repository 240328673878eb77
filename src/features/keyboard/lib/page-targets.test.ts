// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { moveRowFocus, openTargetOf, pageSearchField, quarantineTestOf, rowsOf } from './page-targets';

const PAGE = `
  <header><div data-keyboard-row tabindex="-1" id="not-content">header row</div></header>
  <main tabindex="-1">
    <div role="search"><input type="hidden"><select id="branch"><option>main</option></select></div>
    <table><tbody>
      <tr data-keyboard-row tabindex="-1" data-quarantine-test="test_a" id="a"><td><a href="/a">a</a></td></tr>
      <tr data-keyboard-row tabindex="-1" data-quarantine-test="test_b" id="b"><td><a href="/b">b</a> <a data-keyboard-open href="/b/details">details</a></td></tr>
      <tr data-keyboard-row tabindex="-1" id="c"><td><button>expand</button></td></tr>
    </tbody></table>
  </main>`;

/** The fixture above, parsed as a document of its own (a fixed string, never data) and moved into the page. */
function page(html = PAGE): HTMLElement {
  const frame = document.createElement('div');
  frame.append(...new DOMParser().parseFromString(html, 'text/html').body.childNodes);
  document.body.append(frame);
  return frame;
}
afterEach(() => {
  document.body.replaceChildren();
});

describe('page targets', () => {
  it('finds the rows of the page content only', () => {
    expect(rowsOf(page()).map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });

  it('moves focus row by row from the focused one, stopping at the ends', () => {
    const frame = page();
    expect(moveRowFocus(frame, document.body, 1)?.id).toBe('a');
    expect(document.activeElement?.id).toBe('a');
    expect(moveRowFocus(frame, document.activeElement, 1)?.id).toBe('b');
    expect(moveRowFocus(frame, document.activeElement, 1)?.id).toBe('c');
    expect(moveRowFocus(frame, document.activeElement, 1)?.id).toBe('c');
    expect(moveRowFocus(frame, document.activeElement, -1)?.id).toBe('b');
    // From a link inside a row, the next row is the row after that one.
    expect(moveRowFocus(frame, frame.querySelector('a[href="/a"]'), 1)?.id).toBe('b');
    // `k` with no row focused starts at the last.
    expect(moveRowFocus(frame, null, -1)?.id).toBe('c');
    expect(moveRowFocus(page('<main></main>'), null, 1)).toBeNull();
  });

  it("opens a row's marked element, else its first link or button", () => {
    const frame = page();
    expect(openTargetOf(frame.querySelector('#a')!)?.getAttribute('href')).toBe('/a');
    expect(openTargetOf(frame.querySelector('#b')!)?.getAttribute('href')).toBe('/b/details');
    expect(openTargetOf(frame.querySelector('#c')!)?.textContent).toBe('expand');
  });

  it('finds the page search: the marked field first, else the first field of the search region', () => {
    expect(pageSearchField(page())?.id).toBe('branch');
    const marked = page('<main><div role="search"><input id="other"></div><input id="name" data-page-search></main>');
    expect(pageSearchField(marked)?.id).toBe('name');
    expect(pageSearchField(page('<main><input id="loose"></main>'))).toBeNull();
  });

  it("names the focused row's test for q, else the test the page is about", () => {
    const frame = page();
    expect(quarantineTestOf(frame, frame.querySelector('#b a'))).toBe('test_b');
    expect(quarantineTestOf(frame, frame.querySelector('#c'))).toBeNull();
    expect(quarantineTestOf(frame, document.body)).toBeNull();
    const testPage = page('<main><div data-quarantine-test="test_page"><h1>test_page</h1></div></main>');
    expect(quarantineTestOf(testPage, document.body)).toBe('test_page');
  });
});
