import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Renders `children` from the first time `opened` is true on. */
export function MountOnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  useReturnFocus(opened);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

function useReturnFocus(opened: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpened = useRef(opened);
  // A layout effect: it runs before the overlay (loaded later, or trapping focus in its own effect) moves focus.
  useLayoutEffect(() => {
    if (opened === wasOpened.current) return;
    wasOpened.current = opened;
    if (opened) {
      const active = deepActiveElement();
      opener.current = active instanceof HTMLElement ? active : null;
      return;
    }
    const focusedAtClose = deepActiveElement();
    // After the overlay's own focus handling has run: move focus only if nothing else has claimed it.
    const timeout = window.setTimeout(() => {
      const target = opener.current;
      const current = deepActiveElement();
      const unclaimed = current === null || current === document.body || current === focusedAtClose || !current.isConnected;
      if (target?.isConnected && unclaimed && current !== target) target.focus({ preventScroll: true });
    }, 20);
    return () => window.clearTimeout(timeout);
  }, [opened]);
}

/** In an embedded tab `document.activeElement` is the host element, so look inside shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
