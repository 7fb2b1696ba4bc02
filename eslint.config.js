import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/.tmp/**', '**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '**/*.js', '**/*.mjs'] },
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
      'no-restricted-imports': ['error', {
        paths: [{ name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use the typed hooks from src/app/hooks.ts.' }],
      }],
    },
  },
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
);
