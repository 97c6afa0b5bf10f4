import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import regexp from 'eslint-plugin-regexp'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Untrusted text (comments, issues, server answers) must never meet a pattern that can
    // backtrack super-linearly: one hostile comment would hang every run on its issue.
    files: ['src/**/*.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // No dependency's internals: a package is used by its public entry, so an upgrade that
    // keeps its API cannot break the bundle (docs/design.md, "One undici").
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@[^/.][^/]*/)?[^/.][^/]*/(lib|dist)(/|$)',
              message: 'Import the package by its public entry, not a file of its lib/ or dist/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Small pieces: a function that needs more than a screen is split into named steps, and a
    // file that grows past 500 lines into files of their own.
    files: ['src/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 100 }],
      'max-lines': ['error', { max: 500 }],
    },
  },
  {
    // Tests index into arrays they just asserted on; `!` there says so without noise.
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
)
