import { CYCLE, crosses, describeLayerLint } from '../../../../../scripts/layers-lint';

/**
 * The layer rules of eslint.config.js (`webLayers`): each fixture in apps/web/lint-fixtures/ breaks one of them
 * and must be reported by it; the files that keep the rules must not be; and the app's own tree keeps them all.
 */
const sharedUp = crosses('shared/ imports neither app/ nor features/');

describeLayerLint({
  name: 'web layer lint',
  app: 'web',
  breaks: {
    'features/alpha/uses-beta.ts': crosses('A feature imports no other feature'),
    'features/alpha/uses-app.ts': crosses('A feature does not import app/'),
    'shared/uses-feature.ts': sharedUp,
    'shared/uses-app.ts': sharedUp,
    'shared/cycle/ping.ts': CYCLE,
    'shared/cycle/pong.ts': CYCLE,
  },
  // What the layers allow: app → features and shared, a feature → shared, a feature's subfolder → the feature.
  keeps: [
    'app/main.ts',
    'app/paths.ts',
    'features/alpha/alpha-title.ts',
    'features/beta/beta-name.ts',
    'features/beta/components/beta-label.ts',
    'shared/greeting.ts',
  ],
  minSourceFiles: 300,
});
