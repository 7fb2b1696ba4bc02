import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders directly inside `root`/`dir` (the web's features, the server's modules). */
const subfolders = (root, dir) =>
  fs
    .readdirSync(path.join(import.meta.dirname, root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * One app's layer rules over `root`: import-x resolving the app's `extensions`, imports across the given `zones`
 * refused, and no import cycles.
 */
function layerConfig(root, extensions, zones) {
  const names = extensions.map((extension) => extension.slice(1));
  return {
    files: [`${root}/**/*.${names.length === 1 ? names[0] : `{${names.join(',')}}`}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': extensions,
      'import-x/parsers': { '@typescript-eslint/parser': extensions },
      'import-x/resolver-next': [createNodeResolver({ extensions: [...extensions, '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  };
}

/**
 * The web's layers (DESIGN §2, README "Layout"): `app → features → shared`. A feature imports no other feature and
 * nothing from app/; shared/ imports neither app/ nor features/; no import cycles. Applied to the app's src/ and to
 * apps/web/lint-fixtures/, the files that break each rule on purpose (apps/web/src/app/__tests__/layers-lint.test.ts).
 */
function webLayers(root) {
  const features = subfolders(root, 'features');
  const toFeature =
    'A feature imports no other feature: what two features share moves down into shared/ (or the contract); only app/ composes features.';
  return layerConfig(
    root,
    ['.ts', '.tsx'],
    [
      {
        target: `${root}/features`,
        from: `${root}/app`,
        message: 'A feature does not import app/: route paths, the notifier and the store hooks live in shared/lib.',
      },
      {
        target: `${root}/shared`,
        from: [`${root}/app`, `${root}/features`],
        message: 'shared/ imports neither app/ nor features/: arrows point app → features → shared.',
      },
      ...features.map((feature) => ({
        target: `${root}/features/${feature}`,
        from: `${root}/features`,
        except: [`./${feature}`],
        message: toFeature,
      })),
    ],
  );
}

/**
 * The server's layers (DESIGN §2, README "Layout"): `routes → service → repository` inside a module, and a module owns
 * its tables: another module calls its service (or reacts to its domain event), never imports its repository
 * (`repository.ts` or any `*-repository.ts`). `lib/` is below every module and imports none; no import cycles.
 * Applied to the app's src/ and to apps/server/lint-fixtures/, the files that break each rule on purpose
 * (apps/server/test/lib/layers-lint.test.ts).
 */
function serverLayers(root) {
  const modulesDir = path.join(import.meta.dirname, root, 'modules');
  const modules = subfolders(root, 'modules');
  const repositories = (module) =>
    fs
      .readdirSync(path.join(modulesDir, module))
      .filter((file) => /(^|-)repository\.ts$/.test(file))
      .map((file) => `${root}/modules/${module}/${file}`);
  const toRepository = "A module never imports another module's repository: it owns its tables, so call its service (or react to its domain event).";
  return layerConfig(
    root,
    ['.ts'],
    [
      {
        target: `${root}/lib`,
        from: `${root}/modules`,
        message: 'lib/ imports no module: it is the floor every module stands on; move what it needs down into lib/.',
      },
      ...modules.flatMap((module) => {
        const from = modules.filter((other) => other !== module).flatMap(repositories);
        return from.length === 0 ? [] : [{ target: `${root}/modules/${module}`, from, message: toRepository }];
      }),
    ],
  );
}

export default tseslint.config(
  {
    ignores: [
      '**/.tmp/**',
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/migrations/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.js',
      '**/*.mjs',
      'apps/web/lint-fixtures/**',
      'apps/server/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use the typed hooks from src/shared/lib/hooks.ts.' }],
        },
      ],
    },
  },
  webLayers('apps/web/src'),
  webLayers('apps/web/lint-fixtures'),
  serverLayers('apps/server/src'),
  serverLayers('apps/server/lint-fixtures'),
  {
    // Command-line scripts (seed, benchmarks) report on standard output.
    files: ['**/scripts/**', 'apps/server/src/db/seed/cli.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/test/**', '**/__tests__/**', '**/*.test.{ts,tsx}', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  // Formatting is Prettier's (`prettier --check` in `npm run lint`): no style rule of ESLint's may disagree with it.
  eslintConfigPrettier,
);
