import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../../vite-plugins/compile-hints';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const chunk = (fileName: string, isEntry: boolean, code: string) => ({ type: 'chunk', fileName, isEntry, code }) as OutputChunk;

/** Runs the plugin's generateBundle over the given chunks, as Vite does once minification and its own edits are done. */
function generate(chunks: OutputChunk[]): Record<string, string> {
  const plugin = compileHints();
  const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c])) as OutputBundle;
  const hook = plugin.generateBundle as { handler: (this: unknown, options: unknown, bundle: OutputBundle) => void };
  hook.handler.call({}, {}, bundle);
  return Object.fromEntries(chunks.map((c) => [c.fileName, c.code]));
}

describe('compile hints', () => {
  it('puts the hint on the first line of the entry only, before what Vite wrote at its top', () => {
    const out = generate([
      chunk('assets/index-x.js', true, 'const __vite__mapDeps=(i)=>i;import"./a.js";'),
      chunk('assets/route.js', false, 'export const Page=()=>null;'),
    ]);
    expect(out['assets/index-x.js']).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;import"./a.js";`);
    expect(out['assets/route.js']).toBe('export const Page=()=>null;');
  });

  it('adds it once, however often the bundle is generated', () => {
    const entry = chunk('assets/index-x.js', true, 'run();');
    generate([entry]);
    expect(generate([entry])['assets/index-x.js']).toBe(`${COMPILE_HINT}\nrun();`);
  });

  it('runs only in the build, after the other plugins', () => {
    const plugin = compileHints();
    expect(plugin.apply).toBe('build');
    expect(plugin.enforce).toBe('post');
    expect((plugin.generateBundle as { order: string }).order).toBe('post');
  });
});
