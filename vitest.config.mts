import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const alias = {
  '@': root,
  // Server modules start with `import 'server-only'`; outside Next's react-server layer it would throw.
  'server-only': path.join(root, 'node_modules/server-only/empty.js'),
};

// Server suites share one database per worker (opening PGlite costs ~2.5 s and ~700 MB), so files in a
// worker are not isolated from each other; every test creates its own uniquely named data instead.
const serverProject = (name: string, env: Record<string, string>) => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node',
    include: ['tests/server/**/*.test.ts'],
    isolate: false,
    env,
    globalSetup: ['tests/server/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    reporters: process.env.CI_REPORT
      ? ['default', ['json', { outputFile: process.env.CI_REPORT }]]
      : ['default'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/lib/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'components',
          environment: 'jsdom',
          globals: true,
          include: ['tests/components/**/*.test.tsx', 'tests/app/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 30_000,
        },
      },
      serverProject('server', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', { TEST_DB: 'pg' })] : []),
    ],
  },
});
