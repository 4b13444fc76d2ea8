// ESLint: typescript-eslint's type-aware recommended rules on the TypeScript sources, eslint-plugin-lit
// on the components' templates, ESLint's recommended rules on the plain JavaScript scripts and server.
// Formatting is Prettier's job (`prettier --check` in `npm run lint`), so no stylistic rule here.
import js from '@eslint/js';
import lit from 'eslint-plugin-lit';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', '.tmp/', 'test/screenshots/', 'src/generated/'] },
  js.configs.recommended,
  {
    files: ['**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `_name` marks a parameter an interface requires and this implementation does not need
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // @open-wc/semantic-dom-diff's types make every chai `.equal()` return a Promise (only its
      // `.dom.equal()` does); a plain `expect(x).to.equal(y)` is synchronous and floats nothing.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'Equal', package: 'chai' }] },
      ],
      // An `async` function that awaits nothing is how this code meets a Promise-returning interface
      // (transports' connect, scripts' main) while its throws still become rejections.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/ui/**/*.ts', 'test/browser/**/*.ts'],
    extends: [lit.configs['flat/recommended']],
    rules: {
      // Lit calls a template's `@event=${this.method}` listener with the component as `this`.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Functions handed to page.evaluate() run in the browser page, not in Node.
    files: ['scripts/bench-net.mjs', 'scripts/nat-lab/run.mjs', 'scripts/screenshots.mjs', 'test/e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
