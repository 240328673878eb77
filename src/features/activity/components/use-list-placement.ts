import { useLayoutEffect, useState, type RefObject } from 'react';

/** Where a window-scrolled list sits: its top in the document, and the fixed header's height over it. */
export type ListPlacement = { top: number; headerOffset: number };

/**
 * How much of the top of the window a fixed (or stuck) header covers above the list: the page's
 * declared `scroll-padding-top` if any, else the bottom of the fixed element at the top edge over the
 * list's left side. Whatever frames the page (this app's shell, a host product's), nothing assumed.
 */
function coveredTop(element: HTMLElement): number {
  const declared = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  // (Not every DOM has hit testing: jsdom has none.)
  if (typeof document.elementFromPoint !== 'function') return declared;
  let covering: Element | null = document.elementFromPoint(element.getBoundingClientRect().left + 1, 0);
  while (covering !== null && covering !== document.body) {
    const { position } = getComputedStyle(covering);
    if (position === 'fixed' || position === 'sticky') return Math.max(declared, covering.getBoundingClientRect().bottom);
    covering = covering.parentElement;
  }
  return declared;
}

function measure(element: HTMLElement): ListPlacement {
  return { top: element.getBoundingClientRect().top + window.scrollY, headerOffset: coveredTop(element) };
}

/**
 * The placement of a list in the page, kept current as what is above it changes height (a filter
 * chip, a wrapping toolbar, a narrow window). Null until the list is in the document.
 */
export function useListPlacement(ref: RefObject<HTMLElement | null>): ListPlacement | null {
  const [placement, setPlacement] = useState<ListPlacement | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const update = () =>
      setPlacement((previous) => {
        const next = measure(element);
        return previous !== null && previous.top === next.top && previous.headerOffset === next.headerOffset ? previous : next;
      });
    update();
    // The document grows with the list too; measuring is one rectangle, and equal values change nothing.
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref]);
  return placement;
}
