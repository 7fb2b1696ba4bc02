import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** What a fixture file must be reported for: one entry a problem, in order. */
export type LayerExpectations = Record<string, { ruleId: string; says: string }[]>;

/** A fixture reported once by the boundary rule (`import-x/no-restricted-paths`), with a message that contains `says`. */
export const crosses = (says: string) => [{ ruleId: 'import-x/no-restricted-paths', says }];

/** A fixture reported once by the cycle rule. */
export const CYCLE = [{ ruleId: 'import-x/no-cycle', says: 'Dependency cycle' }];

const repo = path.resolve(import.meta.dirname, '..');
const layerRules = new Set(['import-x/no-restricted-paths', 'import-x/no-cycle']);

/** The repository's own config, limited to the layer rules (and without type information, which they do not need). */
function layerLinter() {
  return new ESLint({
    cwd: repo,
    ignore: false,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    ruleFilter: ({ ruleId }) => layerRules.has(ruleId),
  });
}

/**
 * The test of one app's layer rules of eslint.config.js (`webLayers`, `serverLayers`): each fixture in
 * `apps/<app>/lint-fixtures/` that breaks a rule must be reported by it, the files that keep the rules must not be, the
 * fixtures break no other rule of the repository, and the app's own src/ keeps every layer rule.
 */
export function describeLayerLint(options: {
  name: string;
  app: 'server' | 'web';
  /** The fixtures that break a rule, with what each must be reported for. */
  breaks: LayerExpectations;
  /** The fixtures that keep the rules: reported for nothing. */
  keeps: string[];
  minSourceFiles: number;
}) {
  const fixtures = path.join(repo, `apps/${options.app}/lint-fixtures`);
  const expected: LayerExpectations = { ...options.breaks, ...Object.fromEntries(options.keeps.map((file) => [file, []])) };

  describe(options.name, () => {
    it('reports each fixture that breaks a layer rule with that rule, and nothing else', async () => {
      const results = await layerLinter().lintFiles([fixtures]);
      const found = Object.fromEntries(
        results.map((r) => [
          path.relative(fixtures, r.filePath).split(path.sep).join('/'),
          r.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })),
        ]),
      );
      expect(Object.keys(found).sort()).toEqual(Object.keys(expected).sort());
      for (const [file, problems] of Object.entries(expected)) {
        expect(found[file], file).toHaveLength(problems.length);
        problems.forEach((problem, i) => {
          expect(found[file]![i]!.ruleId, file).toBe(problem.ruleId);
          expect(found[file]![i]!.message, file).toContain(problem.says);
        });
      }
    }, 120_000);

    it('finds the fixtures clean of every other rule of the repository', async () => {
      const results = await new ESLint({ cwd: repo, ignore: false, ruleFilter: ({ ruleId }) => !layerRules.has(ruleId) }).lintFiles([fixtures]);
      expect(results.flatMap((r) => r.messages.map((m) => `${path.relative(fixtures, r.filePath)}: ${m.ruleId} ${m.message}`))).toEqual([]);
    }, 120_000);

    it(`finds the ${options.app} app itself keeping every layer rule`, async () => {
      const results = await layerLinter().lintFiles([path.join(repo, `apps/${options.app}/src`)]);
      expect(results.length).toBeGreaterThan(options.minSourceFiles);
      expect(results.flatMap((r) => r.messages.map((m) => `${path.relative(repo, r.filePath)}:${m.line} ${m.ruleId} ${m.message}`))).toEqual([]);
    }, 300_000);
  });
}
