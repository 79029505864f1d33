import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'cdk.out/',
      'data/',
      'coverage/',
      'clients/typescript/src/schema.ts',
      'clients/typescript/dist/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  {
    // lib/engine/index.ts is the engine's only entrance (docs/architecture.md). Files of lib/engine/
    // import each other directly, and the unit tests under test/ may reach inside to test a part
    // alone; everything else (lib/, functions/, infra/, bench/) goes through the entrance.
    // test/architecture/import-graph.test.ts checks the same, dynamic imports included.
    files: ['**/*.ts', '**/*.mjs', '**/*.js'],
    ignores: ['lib/engine/**', 'test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./|\\./)*(lib/)?engine/(?!index\\.js$)',
              message: 'Import the audit engine through its entrance, lib/engine/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
  },
);
