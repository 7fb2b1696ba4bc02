import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKeyboardGuard, scrollDelta } from '../keyboard-guard';
import { createSwipeGuard, scrollableAncestor } from '../swipe-guard';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function scrollable(): HTMLElement {
  const box = document.createElement('div');
  box.style.overflowY = 'auto';
  Object.defineProperty(box, 'scrollHeight', { value: 1000 });
  Object.defineProperty(box, 'clientHeight', { value: 200 });
  const item = document.createElement('p');
  box.append(item);
  document.body.append(box);
  return item;
}

const touch = (target: EventTarget, type: string) => target.dispatchEvent(new Event(type, { bubbles: true }));

describe('swipe guard', () => {
  it('finds the scrolling area a touch starts in', () => {
    const item = scrollable();
    expect(scrollableAncestor(item)).toBe(item.parentElement);
    const plain = document.createElement('p');
    document.body.append(plain);
    expect(scrollableAncestor(plain)).toBeNull();
  });

  it('turns vertical swipes off while a scroll area is scrolled and back on once scrolling settles', () => {
    vi.useFakeTimers();
    const setVerticalSwipes = vi.fn();
    const stop = createSwipeGuard({ setVerticalSwipes, settleMs: 300 });
    const item = scrollable();
    touch(item, 'touchstart');
    expect(setVerticalSwipes).toHaveBeenLastCalledWith(false);
    touch(item, 'touchend');
    // Momentum scrolling after the finger lifts keeps them off.
    vi.advanceTimersByTime(200);
    document.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(200);
    expect(setVerticalSwipes).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(150);
    expect(setVerticalSwipes).toHaveBeenLastCalledWith(true);
    stop();
  });

  it('leaves the native swipe alone at the top of the page outside scroll areas', () => {
    const setVerticalSwipes = vi.fn();
    const stop = createSwipeGuard({ setVerticalSwipes });
    const plain = document.createElement('p');
    document.body.append(plain);
    touch(plain, 'touchstart');
    touch(plain, 'touchend');
    expect(setVerticalSwipes).not.toHaveBeenCalled();
    stop();
  });
});

describe('keyboard guard', () => {
  it('moves a field hidden under the keyboard to the middle of what is visible', () => {
    // Visible band 0–400 (keyboard over the rest), header 56: the field at 600–640 goes up.
    expect(scrollDelta({ top: 600, bottom: 640 }, { top: 0, bottom: 400 }, 56)).toBe(620 - 228);
    expect(scrollDelta({ top: 100, bottom: 140 }, { top: 0, bottom: 400 }, 56)).toBe(0);
    // Under the sticky header: it comes down.
    expect(scrollDelta({ top: 20, bottom: 60 }, { top: 0, bottom: 400 }, 56)).toBeLessThan(0);
  });

  it('scrolls the focused field into view when the Telegram viewport shrinks', () => {
    vi.useFakeTimers();
    const form = document.createElement('form');
    const input = document.createElement('input');
    form.append(input);
    document.body.append(form);
    input.getBoundingClientRect = () => ({ top: 600, bottom: 640, height: 40 }) as DOMRect;
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    let viewportListener: () => void = () => undefined;
    let height = 844;
    const stop = createKeyboardGuard(form, {
      onViewportChange: (l) => ((viewportListener = l), () => undefined),
      telegramHeight: () => height,
      settleMs: 100,
    });

    input.focus();
    vi.advanceTimersByTime(100);
    expect(scrollBy).not.toHaveBeenCalled();
    height = 400;
    viewportListener();
    vi.advanceTimersByTime(100);
    // Band 0–400 without a header: middle of 16–384 is 200.
    expect(scrollBy).toHaveBeenCalledWith({ top: 620 - 200, behavior: 'smooth' });
    stop();
  });
});
