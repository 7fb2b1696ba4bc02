import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SENTINEL_MODULES, stacklessSentinelErrors, stacklessSentinels, type SentinelModule } from '../../../vite-plugins/stackless-sentinels';

const require = createRequire(import.meta.url);
const [reactDom, rtkQuery] = SENTINEL_MODULES as [SentinelModule, SentinelModule];

/** A file of an installed package, as the build reads it. */
const installed = (pkg: string, file: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);

describe('stackless sentinel errors', () => {
  it('makes each sentinel an Error without calling the constructor, and keeps its message', () => {
    const code = [
      'var SuspenseException = Error(formatProdErrorMessage(460)),',
      '  SuspenseyCommitException = Error(formatProdErrorMessage(474));',
      'function f() { throw Error(formatProdErrorMessage(418)); }',
    ].join('\n');
    const out = stacklessSentinels(code, { file: /x/, names: ['SuspenseException', 'SuspenseyCommitException'] });
    expect(out).not.toContain('= Error(');
    // Errors thrown elsewhere keep their stack.
    expect(out).toContain('throw Error(formatProdErrorMessage(418))');

    const formatProdErrorMessage = (code: number) => `Minified React error #${code}`;
    const sentinels = runInNewContext(`${out}; [SuspenseException, SuspenseyCommitException]`, { formatProdErrorMessage, Error }) as Error[];
    expect(sentinels.map((e) => e.message)).toEqual(['Minified React error #460', 'Minified React error #474']);
    for (const e of sentinels) {
      expect(e).toBeInstanceOf(Error);
      expect(Object.hasOwn(e, 'stack')).toBe(false);
      expect(String(e)).toBe(`Error: ${e.message}`);
    }
    expect(sentinels[0]).not.toBe(sentinels[1]);
  });

  it('rewrites `new Error` behind a pure annotation too', () => {
    const out = stacklessSentinels('const neverResolvedError = /* @__PURE__ */ new Error("Promise never resolved.");', {
      file: /x/,
      names: ['neverResolvedError'],
    });
    const error = runInNewContext(`${out}; neverResolvedError`, { Error }) as Error;
    expect(error.message).toBe('Promise never resolved.');
    expect(Object.hasOwn(error, 'stack')).toBe(false);
  });

  it('fails the build when a library no longer declares a sentinel exactly once', () => {
    expect(() => stacklessSentinels('var other = Error("x");', { file: /x/, names: ['SuspenseException'] })).toThrow(
      /SuspenseException is declared 0 times/,
    );
    const twice = 'var a = Error("x"); a = Error("y");';
    expect(() => stacklessSentinels(twice, { file: /x/, names: ['a'] })).toThrow(/declared 2 times/);
  });

  it('finds every sentinel in the installed react-dom and RTK Query', () => {
    const domFile = installed('react-dom', 'cjs/react-dom-client.production.js');
    const rtkFile = installed('@reduxjs/toolkit', 'dist/query/rtk-query.modern.mjs');
    expect(reactDom.file.test(domFile) && rtkQuery.file.test(rtkFile)).toBe(true);
    const dom = stacklessSentinels(readFileSync(domFile, 'utf8'), reactDom);
    for (const name of reactDom.names) expect(dom).toContain(`${name} = { __proto__: Error.prototype, message: formatProdErrorMessage(`);
    expect(stacklessSentinels(readFileSync(rtkFile, 'utf8'), rtkQuery)).toContain(
      'neverResolvedError = { __proto__: Error.prototype, message: "Promise never resolved before cacheEntryRemoved." }',
    );
  });

  it('runs in the build only, on the libraries it names', () => {
    const plugin = stacklessSentinelErrors();
    expect(plugin.apply).toBe('build');
    const hook = plugin.transform as { filter: { id: RegExp[] }; handler: (code: string, id: string) => { code: string } | null };
    expect(hook.filter.id).toEqual(SENTINEL_MODULES.map((m) => m.file));
    expect(hook.handler('var x = Error("y");', '/app/src/main.tsx')).toBeNull();
  });
});
