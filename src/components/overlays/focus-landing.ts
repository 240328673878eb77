import { useEffect, useRef } from 'react';

/** Where focus lands when an action removes the focused control with its row; on the list's container. */
export const FOCUS_LANDING_PROPS = { 'data-focus-landing': '', tabIndex: -1 } as const;

/** For a control whose action may remove it (and its dialog) from the page: call `arm()` when the action is confirmed. */
export function useFocusLandingOnRemoval<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const landing = useRef<{ element: HTMLElement; root: Document | ShadowRoot } | null>(null);

  useEffect(
    () => () => {
      const target = landing.current;
      if (target === null) return;
      // After the removal is committed and any closing overlay has let go of focus.
      window.setTimeout(() => {
        const active = target.root.activeElement;
        const lost = active === null || active === target.element.ownerDocument.body || !active.isConnected;
        if (lost && target.element.isConnected) target.element.focus({ preventScroll: true });
      }, 0);
    },
    [],
  );

  const arm = () => {
    const element = ref.current?.closest<HTMLElement>('[data-focus-landing]');
    landing.current = element ? { element, root: element.getRootNode() as Document | ShadowRoot } : null;
  };
  return { ref, arm };
}
