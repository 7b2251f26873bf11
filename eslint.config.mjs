import fs from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The client side (components/, lib/) never reaches into server/. Entry points that run on the server only —
// middleware.ts (Node runtime) and app/ pages and layouts (server components) — may.
const noServerImports = {
  files: ['components/**', 'lib/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['@/server/*', '**/server/*'], message: 'components/ and lib/ never import server/.' },
        ],
      },
    ],
  },
};

// Module boundaries (ARCHITECTURE §2): a module reads and writes only its own tables; other modules go through
// its service (or its read-only `*.queries.ts`), never its repo.
const modules = fs
  .readdirSync('server/modules', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const moduleBoundaries = modules.map((name) => ({
  files: [`server/modules/${name}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/server/modules/*/*.repo', `!@/server/modules/${name}/*.repo`, '../*/*.repo'],
            message: "Another module's repo: call its service (or its *.queries.ts) instead.",
          },
        ],
      },
    ],
  },
}));

// The HTTP layer and the job queue reach modules through their services and *.queries.ts too.
const sharedLayersBoundary = {
  files: ['server/http/**', 'server/queue/**', 'server/mail/**', 'server/documents/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/server/modules/*/*.repo'],
            message: "A module's repo is private to it: call its service (or its *.queries.ts) instead.",
          },
        ],
      },
    ],
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  noServerImports,
  ...moduleBoundaries,
  sharedLayersBoundary,
  {
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Tables of different modules reference each other (departments.lead ↔ employees.department); Drizzle's
  // references are lazy, so these import cycles are safe.
  { files: ['server/db/schema/**'], rules: { 'import/no-cycle': 'off' } },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'server/db/migrations/**',
      'next-env.d.ts',
      'e2e/.artifacts/**',
    ],
  },
];

export default config;
