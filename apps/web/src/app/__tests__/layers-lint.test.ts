import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js (`webLayers`): each fixture in apps/web/lint-fixtures/ breaks one of them
 * and must be reported by it; the files that keep the rules must not be; and the app's own tree keeps them all.
 */
const repo = path.resolve(import.meta.dirname, '../../../../..');
const fixtures = path.join(repo, 'apps/web/lint-fixtures');
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

const RULE_MESSAGES = {
  featureToFeature: 'A feature imports no other feature',
  featureToApp: 'A feature does not import app/',
  sharedUp: 'shared/ imports neither app/ nor features/',
  cycle: 'Dependency cycle',
};

const expected: Record<string, { ruleId: string; says: string }[]> = {
  'features/alpha/uses-beta.ts': [{ ruleId: 'import-x/no-restricted-paths', says: RULE_MESSAGES.featureToFeature }],
  'features/alpha/uses-app.ts': [{ ruleId: 'import-x/no-restricted-paths', says: RULE_MESSAGES.featureToApp }],
  'shared/uses-feature.ts': [{ ruleId: 'import-x/no-restricted-paths', says: RULE_MESSAGES.sharedUp }],
  'shared/uses-app.ts': [{ ruleId: 'import-x/no-restricted-paths', says: RULE_MESSAGES.sharedUp }],
  'shared/cycle/ping.ts': [{ ruleId: 'import-x/no-cycle', says: RULE_MESSAGES.cycle }],
  'shared/cycle/pong.ts': [{ ruleId: 'import-x/no-cycle', says: RULE_MESSAGES.cycle }],
  // What the layers allow: app → features and shared, a feature → shared, a feature's subfolder → the feature.
  'app/main.ts': [],
  'app/paths.ts': [],
  'features/alpha/alpha-title.ts': [],
  'features/beta/beta-name.ts': [],
  'features/beta/components/beta-label.ts': [],
  'shared/greeting.ts': [],
};

describe('web layer lint', () => {
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

  it('finds the web app itself keeping every layer rule', async () => {
    const results = await layerLinter().lintFiles([path.join(repo, 'apps/web/src')]);
    expect(results.length).toBeGreaterThan(300);
    expect(results.flatMap((r) => r.messages.map((m) => `${path.relative(repo, r.filePath)}:${m.line} ${m.ruleId} ${m.message}`))).toEqual([]);
  }, 300_000);
});
