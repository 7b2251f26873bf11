import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The one architectural rule lint can hold: the client side (components/, lib/) never reaches into server/.
const noServerImports = {
  files: ['components/**', 'lib/**', 'app/**/*.tsx', 'middleware.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['@/server/*', '**/server/*'], message: 'components/ and lib/ never import server/.' }] },
    ],
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  noServerImports,
  {
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'server/db/migrations/**', 'next-env.d.ts', 'e2e/.artifacts/**'] },
];

export default config;
