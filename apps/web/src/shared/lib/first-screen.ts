/**
 * Whether the render under way is the app's first one, which replaces the first screen the server painted into
 * `#root` (app/main.tsx). Its style, layout and paint are one frame, the longest task of a cold load (Lighthouse TBT,
 * issue 18), so the long lists put in that frame only what the first screen showed and the rest in a later render.
 * Only then: on any later render a list keeps the length it had, so the browser can give a page its scroll position
 * back on "back".
 */
let replacing = false;

export const firstScreen = {
  /** The app's first render starts replacing the server's first screen. */
  replace(): void {
    replacing = true;
  },
  /** That render is on the screen. */
  replaced(): void {
    replacing = false;
  },
  get replacing(): boolean {
    return replacing;
  },
};
