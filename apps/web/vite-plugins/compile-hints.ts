import type { Plugin } from 'vite';

/** V8's explicit compile hint for a whole file (Chrome 136+); other engines read it as a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint on the first line of the entry chunks, whose code nearly all runs while the first screen
 * starts. Without it V8 compiles each function on the main thread the first time it is called, inside the long tasks
 * of the start-up (Lighthouse TBT); with it, it compiles the whole file on a background thread while the file streams
 * in. Hinting the route chunks too measured no better. Runs after minification and after Vite's own edits to the
 * code, since the hint counts only at the very top of the file (`npm run size` checks the built entry).
 */
export function compileHints(): Plugin {
  return {
    name: 'storefront:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry && !chunk.code.startsWith(COMPILE_HINT)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
