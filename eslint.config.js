// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.cache/**',
      '**/__generated__/**',
      'bench/results/**',
      'eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  // PGlite is opened in one place, rest/src/db/pglite.ts, which takes the data directory's lock:
  // a command added later cannot open a directory another process holds.
  {
    ignores: ['rest/src/db/pglite.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@electric-sql/pglite',
              allowTypeImports: true,
              message: '请用 rest/src/db/pglite.ts 的 openPglite 打开 PGlite（它先锁定数据目录）。',
            },
          ],
          patterns: [
            {
              group: ['@electric-sql/pglite/*'],
              allowTypeImports: true,
              message: '请用 rest/src/db/pglite.ts 的 openPglite 打开 PGlite（它先锁定数据目录）。',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^@electric-sql\\/pglite/]',
          message: '请用 rest/src/db/pglite.ts 的 openPglite 打开 PGlite（它先锁定数据目录）。',
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    // Hooks in the same order on every render: a hook behind `&&` or an early return breaks it.
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
