import { describeLayerLint, type LayerExpectations } from '../../../../../scripts/layers-lint';

/**
 * The layer rules of eslint.config.js (`webLayers`): each fixture in apps/web/lint-fixtures/ breaks one of them
 * and must be reported by it; the files that keep the rules must not be; and the app's own tree keeps them all.
 */

const RULE_MESSAGES = {
  featureToFeature: 'A feature imports no other feature',
  featureToApp: 'A feature does not import app/',
  sharedUp: 'shared/ imports neither app/ nor features/',
  cycle: 'Dependency cycle',
};

const expected: LayerExpectations = {
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

describeLayerLint({ name: 'web layer lint', app: 'web', expected, minSourceFiles: 300 });
