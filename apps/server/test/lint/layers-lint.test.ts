import { CYCLE, crosses, describeLayerLint } from '../../../../scripts/layers-lint';

/**
 * The server's layer rules of eslint.config.js (`serverLayers`): each fixture in apps/server/lint-fixtures/ breaks one
 * of them and must be reported by it; the files that keep the rules must not be; and the server's own src/ keeps them all.
 */
const otherRepository = crosses("A module never imports another module's repository");

describeLayerLint({
  name: 'server layer lint',
  app: 'server',
  breaks: {
    'lib/uses-module.ts': crosses('lib/ imports no module'),
    'modules/beta/uses-alpha-repository.ts': otherRepository,
    'modules/beta/uses-alpha-stock-repository.ts': otherRepository,
    'modules/gamma/ping.ts': CYCLE,
    'modules/gamma/pong.ts': CYCLE,
  },
  // What the layers allow: routes → service → repositories inside a module, a module → lib/, a module → another's service.
  keeps: [
    'lib/money.ts',
    'modules/alpha/repository.ts',
    'modules/alpha/stock-repository.ts',
    'modules/alpha/service.ts',
    'modules/alpha/routes.ts',
    'modules/beta/service.ts',
  ],
  minSourceFiles: 200,
});
