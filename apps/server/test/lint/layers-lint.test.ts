import { describeLayerLint, type LayerExpectations } from '../../../../scripts/layers-lint';

/**
 * The server's layer rules of eslint.config.js (`serverLayers`): each fixture in apps/server/lint-fixtures/ breaks one
 * of them and must be reported by it; the files that keep the rules must not be; and the server's own src/ keeps them all.
 */

const RULE_MESSAGES = {
  libToModule: 'lib/ imports no module',
  otherRepository: "A module never imports another module's repository",
  cycle: 'Dependency cycle',
};

const expected: LayerExpectations = {
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

describeLayerLint({ name: 'server layer lint', app: 'server', expected, minSourceFiles: 200 });
