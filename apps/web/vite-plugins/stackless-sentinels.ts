import type { Plugin } from 'vite';

/** A library module and the module-level errors it makes while it initialises (`name = Error(…)` or `new Error(…)`). */
export interface SentinelModule {
  /** The module's file, as the bundler resolves it (under node_modules). */
  file: RegExp;
  /** The variables that hold the errors: each must be found exactly once, or the build fails. */
  names: readonly string[];
}

/**
 * Sentinels: errors made once and only ever compared by identity (`thrown === SuspenseException`), never shown with
 * their stack. react-dom 19.3's are thrown inside its work loop to suspend or abort hydration; RTK Query's rejects the
 * `cacheEntryRemoved` promise of an entry that never resolved.
 */
export const SENTINEL_MODULES: readonly SentinelModule[] = [
  {
    file: /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/,
    names: ['HydrationMismatchException', 'SuspenseException', 'SuspenseyCommitException', 'SuspenseActionException', 'SelectiveHydrationException'],
  },
  { file: /[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]rtk-query\.modern\.mjs$/, names: ['neverResolvedError'] },
];

/** `name = Error(args)` or `name = /* @__PURE__ *\/ new Error(args)`, args with at most one level of parentheses. */
const declaration = (name: string) => new RegExp(`\\b${name} = (?:/\\* @__PURE__ \\*/ )?(?:new )?Error\\(((?:[^()]|\\([^()]*\\))*)\\)`, 'g');

/**
 * The module's code with each sentinel made as an object of Error's prototype with its message, without the Error
 * constructor, so without a stack trace; throws when a name is not declared exactly once as expected.
 */
export function stacklessSentinels(code: string, module: SentinelModule): string {
  let out = code;
  for (const name of module.names) {
    let found = 0;
    out = out.replace(declaration(name), (_, args: string) => {
      found += 1;
      return `${name} = { __proto__: Error.prototype, message: ${args} }`;
    });
    if (found !== 1) throw new Error(`stackless-sentinels: ${name} is declared ${found} times in ${module.file}, expected once: review the plugin`);
  }
  return out;
}

/**
 * react-dom and RTK Query each make error objects while their modules initialise. Where a DevTools session is
 * attached (Lighthouse, the DevTools performance panel, Playwright), V8 records every new error's stack in detail, and
 * for that re-parses each function on the stack to find its source positions: react-dom's whole module and the
 * whole entry chunk, whose top level is on the stack while it is evaluated. Measured at 1× CPU with a session
 * attached, the entry's evaluation took 45–120 ms, of which 50–60 ms went to the first of these errors; without
 * a session, or with these six made stackless, it takes 9–18 ms. So shoppers never paid this, but Lighthouse counted
 * it 4× as a long task (TBT). The errors are sentinels (see SENTINEL_MODULES): none of them is ever shown with its
 * stack. Build only: tests and the dev server keep the libraries as published.
 */
export function stacklessSentinelErrors(modules: readonly SentinelModule[] = SENTINEL_MODULES): Plugin {
  return {
    name: 'storefront:stackless-sentinels',
    apply: 'build',
    transform: {
      filter: { id: modules.map((m) => m.file) },
      handler(code, id) {
        const module = modules.find((m) => m.file.test(id));
        return module ? { code: stacklessSentinels(code, module), map: null } : null;
      },
    },
  };
}
