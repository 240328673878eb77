// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { listScrollState, pageProbeScript } from './page-probe';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Lets the page clock move on past `time`, so a later change gets a later date. */
async function clockPasses(time: number): Promise<void> {
  while (performance.now() <= time) await nextTask();
}

describe('page probe', () => {
  beforeAll(() => {
    // The script as the page gets it (a string), run in this document.
    new Function(pageProbeScript())();
  });

  it('dates an element by its insertion, or by the latest change inside it', async () => {
    const list = document.createElement('ul');
    list.innerHTML = '<li>first</li>';
    document.body.append(list);
    await nextTask();
    const item = list.querySelector('li')!;
    const inserted = window.__benchProbe.stateTime(item);
    expect(inserted).toBeGreaterThan(0);

    await clockPasses(inserted);
    item.firstChild!.textContent = 'changed';
    await nextTask();
    expect(window.__benchProbe.stateTime(item)).toBeGreaterThan(inserted);
    expect(window.__benchProbe.stateTime(list)).toBe(window.__benchProbe.stateTime(item));
  });

  it('dates content React revealed (an inline display: none taken away) by the reveal', async () => {
    const row = document.createElement('div');
    row.style.display = 'none';
    row.textContent = 'ready';
    document.body.append(row);
    await nextTask();
    const inserted = window.__benchProbe.stateTime(row);
    await clockPasses(inserted);
    row.style.removeProperty('display');
    await nextTask();
    expect(window.__benchProbe.stateTime(row)).toBeGreaterThan(inserted);
  });

  it('does not date an element by a sibling’s later change', async () => {
    const first = document.createElement('p');
    const second = document.createElement('p');
    document.body.append(first, second);
    await nextTask();
    const before = window.__benchProbe.stateTime(first);
    await clockPasses(before);
    second.textContent = 'later';
    await nextTask();
    expect(window.__benchProbe.stateTime(first)).toBe(before);
    expect(window.__benchProbe.stateTime(second)).toBeGreaterThan(before);
  });

  it('counts list items, their elements, and the farthest position on screen', () => {
    const feed = document.createElement('section');
    feed.innerHTML = '<ol><li aria-posinset="41"><span>a</span></li><li aria-posinset="42"><span>b</span><b>c</b></li></ol>';
    document.body.append(feed);
    const state = listScrollState(feed);
    expect(state.items).toBe(2);
    expect(state.elementsPerItem).toBe(2.5);
    expect(state.reached).toBe(42);
  });
});
