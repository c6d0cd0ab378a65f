// ESLint: typescript-eslint's recommended rules, React's hooks rules for the web app, and the import
// directions of docs/architecture.md (scripts/eslint/import-direction.js). `npm run lint` runs it; `npm test` too.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importDirection } from './scripts/eslint/import-direction.js';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.tmp/', 'test-results/', 'playwright-report/', 'generated/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { quorum: { rules: { 'import-direction': importDirection } } },
    rules: {
      'quorum/import-direction': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'tests/unit/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks. The plugin's React Compiler rules (refs, purity, set-state-in-effect) are left
    // off: they judge code by the compiler's memoization model, which this app does not build with.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
