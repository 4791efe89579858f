import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ROOT = dirname(fileURLToPath(import.meta.url));
const ALIASES = { '#domain/': 'domain/', '#server/': 'server/', '#web/': 'web/src/' };
const BUILTINS = new Set(builtinModules);

/** Repo-relative POSIX path of an import target, or null when it is a package. */
function targetOf(specifier, fromFile) {
  for (const [alias, dir] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return dir + specifier.slice(alias.length);
  }
  if (specifier.startsWith('.')) {
    return relative(ROOT, resolve(dirname(fromFile), specifier))
      .split(sep)
      .join('/');
  }
  return null;
}

const isNodeBuiltin = (s) => s.startsWith('node:') || BUILTINS.has(s.split('/')[0]);
const isReact = (s) =>
  s === 'react' || s.startsWith('react/') || s === 'react-dom' || s.startsWith('react-dom/');
const webLayer = (path) =>
  path.match(/^web\/src\/(api|components|hooks|lib|config|features|app)(?:\/([^/]+))?/);

/** Why `from` may not import `specifier`, or null when it may. Mirrors docs/architecture.md. */
function violation(from, specifier, fromFile) {
  const to = targetOf(specifier, fromFile);
  if (from.startsWith('domain/')) {
    if (isNodeBuiltin(specifier)) return 'domain/ is isomorphic: no Node built-ins';
    if (isReact(specifier)) return 'domain/ is isomorphic: no React';
    if (to && !to.startsWith('domain/')) return 'domain/ imports nothing from server/ or web/';
    return null;
  }
  if (from.startsWith('server/') && to?.startsWith('web/')) return 'server/ never imports web/';
  if (from.startsWith('web/') && to?.startsWith('server/'))
    return 'web/ never imports server/ (talk to it over HTTP)';
  const fromLayer = webLayer(from);
  const toLayer = to && webLayer(to);
  if (fromLayer && toLayer) {
    const [, layer, feature] = fromLayer;
    const [, toKind, toFeature] = toLayer;
    if (
      ['api', 'components', 'hooks', 'lib', 'config'].includes(layer) &&
      (toKind === 'features' || toKind === 'app')
    ) {
      return `web/src/${layer} must not import web/src/${toKind}`;
    }
    if (layer === 'features' && toKind === 'app') return 'features must not import app/';
    if (layer === 'features' && toKind === 'features' && toFeature !== feature) {
      return `features/${feature} must not import features/${toFeature}; compose them in a route`;
    }
  }
  const fromModule = from.match(/^server\/modules\/([^/]+)\//);
  const toRepo = to?.match(/^server\/modules\/([^/]+)\/[^/]+\.repo(\.ts)?$/);
  if (fromModule && toRepo && toRepo[1] !== fromModule[1]) {
    return `a module uses another module's service, never its repo (modules/${toRepo[1]})`;
  }
  return null;
}

const boundaries = {
  rules: {
    imports: {
      meta: {
        type: 'problem',
        schema: [],
        messages: { boundary: 'Import boundary: {{why}} ("{{specifier}}").' },
      },
      create(context) {
        const file = context.filename;
        const from = relative(ROOT, file).split(sep).join('/');
        const check = (node) => {
          const source = node.source;
          if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
          const why = violation(from, source.value, file);
          if (why)
            context.report({ node: source, messageId: 'boundary', data: { why, specifier: source.value } });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

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
    plugins: { nym: boundaries },
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
