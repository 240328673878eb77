// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEEN_AFTER_MS, useSeenOnScreen } from './use-seen-on-screen';

/** An IntersectionObserver the test drives: `report(onScreen)` answers as the browser would. */
class FakeObserver {
  static all: FakeObserver[] = [];
  connected = true;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe() {}
  disconnect() {
    this.connected = false;
  }
  report(onScreen: boolean) {
    if (this.connected) this.callback([{ isIntersecting: onScreen } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function Row() {
  const [ref, seen] = useSeenOnScreen<HTMLDivElement>();
  return <div ref={ref}>{seen ? 'seen' : 'not yet'}</div>;
}

const observer = () => FakeObserver.all[FakeObserver.all.length - 1]!;

describe('useSeenOnScreen', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts an element on screen as drawn as seen at once', () => {
    render(<Row />);
    act(() => observer().report(true));
    expect(screen.getByText('seen')).toBeTruthy();
    expect(observer().connected).toBe(false);
  });

  it('counts an element scrolled into view once it has stayed there, and one scrolled past not at all', () => {
    render(<Row />);
    act(() => observer().report(false));
    // Scrolled over on the way elsewhere: on screen for less than the wait.
    act(() => observer().report(true));
    act(() => vi.advanceTimersByTime(SEEN_AFTER_MS - 1));
    act(() => observer().report(false));
    act(() => vi.advanceTimersByTime(SEEN_AFTER_MS));
    expect(screen.getByText('not yet')).toBeTruthy();
    // Scrolled to and left there.
    act(() => observer().report(true));
    act(() => vi.advanceTimersByTime(SEEN_AFTER_MS));
    expect(screen.getByText('seen')).toBeTruthy();
  });

  it('stays seen, and leaves no timer behind when the element goes before its wait is over', () => {
    const { unmount } = render(<Row />);
    act(() => observer().report(false));
    act(() => observer().report(true));
    unmount();
    expect(observer().connected).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
