import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script run after `next build`, without type declarations
import { addCompileHints, COMPILE_HINT, firstLoadChunks } from '../../scripts/compile-hints.mjs';

let dist: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), text);
};
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
  write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/framework.js'] }));
  const manifest = {
    entryJSFiles: {
      '[project]/app/layout': ['static/chunks/layout.js'],
      '[project]/app/page': ['static/chunks/layout.js', 'static/chunks/page.js', 'static/chunks/page.css'],
    },
  };
  write(
    'server/app/page_client-reference-manifest.js',
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/page"] = ${JSON.stringify(manifest)};`,
  );
  for (const name of ['framework', 'layout', 'page', 'lazy-chart'])
    write(`static/chunks/${name}.js`, `/* ${name} */`);
});

afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('compile hints after the build', () => {
  it('finds the framework files and every route entry chunk, not CSS or chunks loaded on demand', () => {
    expect(firstLoadChunks(dist)).toEqual([
      'static/chunks/framework.js',
      'static/chunks/layout.js',
      'static/chunks/page.js',
    ]);
  });

  it('marks each first-load file once and leaves on-demand chunks alone', () => {
    expect(addCompileHints(dist)).toBe(3);
    expect(read('static/chunks/page.js')).toBe(`${COMPILE_HINT}/* page */`);
    expect(read('static/chunks/lazy-chart.js')).toBe('/* lazy-chart */');
    // A second run (a build step repeated) changes nothing.
    expect(addCompileHints(dist)).toBe(0);
    expect(read('static/chunks/framework.js')).toBe(`${COMPILE_HINT}/* framework */`);
  });
});
