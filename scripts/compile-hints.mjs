// Run after `next build` (npm run build does): marks the JavaScript that pages run at first load with V8's
// explicit compile hint, so Chrome (136 and later) compiles those files whole on its background streaming
// thread while they download, instead of compiling each function on the main thread the first time it
// runs. On this project's pages that lazy compile was the largest single main-thread cost: about 110 ms of
// the login page's 820 ms start-up task at Lighthouse's 4x CPU slowdown was React DOM and the Next.js
// runtime being compiled (README, "Fast screens"). Other browsers read the hint as a comment.
//
// Only first-load files are marked (the framework files every page loads and each layout's and page's
// entry chunks): code loaded later on demand (charts, spreadsheets, dialogs) stays lazily compiled.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const listFiles = (dir) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? listFiles(full) : [full];
      })
    : [];

/** The build's first-load JavaScript, relative to `distDir`: the root main files and every route's entry chunks. */
export function firstLoadChunks(distDir) {
  const files = new Set(
    JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')).rootMainFiles,
  );
  const manifests = listFiles(path.join(distDir, 'server', 'app')).filter((file) =>
    file.endsWith('_client-reference-manifest.js'),
  );
  for (const file of manifests) {
    // Each manifest is a script assigning globalThis.__RSC_MANIFEST[route]; run it in an empty context.
    const context = vm.createContext({});
    vm.runInContext(fs.readFileSync(file, 'utf8'), context);
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
      for (const chunks of Object.values(manifest.entryJSFiles ?? {})) chunks.forEach((c) => files.add(c));
    }
  }
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/** Prepends the compile hint to each first-load file that lacks it; returns how many files it marked. */
export function addCompileHints(distDir) {
  let marked = 0;
  for (const chunk of firstLoadChunks(distDir)) {
    const file = path.join(distDir, chunk);
    if (!fs.existsSync(file)) continue;
    const code = fs.readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + code);
    marked++;
  }
  return marked;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? '.next');
  console.log(`compile hints: ${addCompileHints(distDir)} first-load files marked in ${distDir}`);
}
