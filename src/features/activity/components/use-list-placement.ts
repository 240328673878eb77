import { useLayoutEffect, useState, type RefObject } from 'react';

/** Where a window-scrolled list sits: its top in the document, and the fixed header's height over it. */
export type ListPlacement = { top: number; headerOffset: number };

function measure(element: HTMLElement): ListPlacement {
  // The list's class sets `scroll-margin-top` to the app shell's header offset: its computed value is
  // that height in pixels, whatever the header is made of.
  const headerOffset = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  return { top: element.getBoundingClientRect().top + window.scrollY, headerOffset };
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
