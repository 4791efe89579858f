import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { nym } from './eslint/nym-imports.js';

const CONFIG_FILES = [
  '*.config.{js,mjs,cjs,ts}',
  'web/vite.config.ts',
  // Vitest's globalSetup entry point.
  'server/test-support/global-setup.ts',
];

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      '.test-data/**',
      'server/db/migrations/**',
      'web/public/**',
      'playwright-report/**',
      'test-results/**',
      'coverage/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { nym },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'nym/imports': 'error',
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Use named exports (default exports only where a tool needs them).',
        },
        {
          selector: "ExportSpecifier[exported.name='default']",
          message: 'Use named exports (default exports only where a tool needs them).',
        },
      ],
    },
  },
  {
    files: CONFIG_FILES,
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  {
    // Tests read loosely typed JSON responses.
    files: ['**/*.test.{ts,tsx}', 'server/test-support/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
