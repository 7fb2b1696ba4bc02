import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's layer rules of eslint.config.js (`serverLayers`): each fixture in apps/server/lint-fixtures/ breaks one
 * of them and must be reported by it; the files that keep the rules must not be; and the server's own src/ keeps them all.
 */
const repo = path.resolve(import.meta.dirname, '../../../..');
const fixtures = path.join(repo, 'apps/server/lint-fixtures');
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
  libToModule: 'lib/ imports no module',
  otherRepository: "A module never imports another module's repository",
  cycle: 'Dependency cycle',
};

const expected: Record<string, { ruleId: string; says: string }[]> = {
  'lib/uses-module.ts': [{ ruleId: 'import-x/no-restricted-paths', says: RULE_MESSAGES.libToModule }],
  'modules/beta/uses-alpha-repository.ts': [{ ruleId: 'import-x/no-restricted-paths', says: RULE_MESSAGES.otherRepository }],
  'modules/beta/uses-alpha-stock-repository.ts': [{ ruleId: 'import-x/no-restricted-paths', says: RULE_MESSAGES.otherRepository }],
  'modules/gamma/ping.ts': [{ ruleId: 'import-x/no-cycle', says: RULE_MESSAGES.cycle }],
  'modules/gamma/pong.ts': [{ ruleId: 'import-x/no-cycle', says: RULE_MESSAGES.cycle }],
  // What the layers allow: routes → service → repositories inside a module, a module → lib/, a module → another's service.
  'lib/money.ts': [],
  'modules/alpha/repository.ts': [],
  'modules/alpha/stock-repository.ts': [],
  'modules/alpha/service.ts': [],
  'modules/alpha/routes.ts': [],
  'modules/beta/service.ts': [],
};

describe('server layer lint', () => {
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

  it('finds the server itself keeping every layer rule', async () => {
    const results = await layerLinter().lintFiles([path.join(repo, 'apps/server/src')]);
    expect(results.length).toBeGreaterThan(200);
    expect(results.flatMap((r) => r.messages.map((m) => `${path.relative(repo, r.filePath)}:${m.line} ${m.ruleId} ${m.message}`))).toEqual([]);
  }, 300_000);
});
