/**
 * Which message namespaces each screen must ship to the browser, read from the source (for the screen-messages
 * test): the browser part of a page's, layout's or error page's import graph (static and lazy imports) and the
 * messages it asks for, against the namespaces its `ClientMessages`/`ScreenMessages` and those of the layouts
 * above it declare. Server components read the catalogue on the server and need nothing shipped.
 */
import path from 'node:path';
import { PERMISSIONS } from '@/lib/contracts/permissions';
import { type SourceFile } from './message-usage';

type Tree = { [k: string]: string | Tree };

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g;
/** Erased by the compiler: they load nothing. */
const TYPE_ONLY = /^(?:import|export)\s+type\s[^;]*;/gm;
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];
/** Only the server's API and mails read these: never required in a browser. */
const SERVER_ONLY = new Set(['api', 'mail']);

export type Sources = Map<string, string>;

export function sourceMap(sources: SourceFile[]): Sources {
  return new Map(sources.map((s) => [s.file, s.text]));
}

function resolve(from: string, specifier: string, sources: Sources): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return undefined; // a package
  if (sources.has(base)) return base;
  return EXTENSIONS.map((e) => base + e).find((f) => sources.has(f));
}

const isClientModule = (text: string) => /^\s*['"]use client['"]/.test(text);

/**
 * The project files `entry` loads that run in the browser: a `'use client'` file and everything it imports
 * (a server component's own imports render on the server). The server's code (`server/`) is not followed.
 */
export function clientClosure(entry: string, sources: Sources): Set<string> {
  const client = new Set<string>();
  const visited = new Set<string>();
  const stack: [string, boolean][] = [[entry, false]];
  while (stack.length) {
    const [file, parentClient] = stack.pop()!;
    const text = sources.get(file) ?? '';
    const inClient = parentClient || isClientModule(text);
    const key = `${inClient}:${file}`;
    if (visited.has(key) || file.startsWith('server/')) continue;
    visited.add(key);
    if (inClient) client.add(file);
    for (const m of text.replace(TYPE_ONLY, '').matchAll(IMPORT)) {
      const next = resolve(file, m[1]!, sources);
      if (next) stack.push([next, inClient]);
    }
  }
  return client;
}

const exists = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<Tree | string | undefined>((n, p) => (n && typeof n === 'object' ? n[p] : undefined), tree) !==
  undefined;

const CLIENT_BINDING = /useTranslations\(\s*'([^']+)'\s*\)/g;
const DOTTED = /'([a-zA-Z][\w-]*\.[\w.-]+)'|`([a-zA-Z][\w-]*\.[\w.-]*)\$\{/g;
/** Permission names (`payroll.create`) look like message paths but are not. */
const NOT_MESSAGES = new Set<string>(PERMISSIONS);

/**
 * The message paths a browser file asks for: namespaces its hooks bind, and full paths written out
 * (`'validation.required'` in a schema, `` t(`errors.${code}`) ``) unless the path is a key under one of the
 * file's own bindings (`t('settings.title')` in remittances).
 */
export function clientNeeds(text: string, catalogue: Tree): string[] {
  const bound = [...text.matchAll(CLIENT_BINDING)].map((m) => m[1]!);
  const needs = [...bound];
  for (const m of text.matchAll(DOTTED)) {
    const p = (m[1] ?? m[2]!).replace(/\.$/, '');
    const relative = bound.some((ns) => exists(catalogue, `${ns}.${p}`));
    if (!relative && !NOT_MESSAGES.has(p) && exists(catalogue, p)) needs.push(p);
  }
  return needs.filter((n) => !SERVER_ONLY.has(n.split('.')[0]!));
}

const DECLARED = /namespaces=\{(?:\[([^\]]*)\]|(\w+))\}/g;
const STRING = /'([^']+)'/g;

/** The namespaces a layout or page hands its subtree (an inline array or a constant in the same file). */
export function declaredIn(text: string): string[] {
  return [...text.matchAll(DECLARED)].flatMap((m) => {
    const list = m[1] ?? new RegExp(`const ${m[2]}\\s*=\\s*\\[([^\\]]*)\\]`).exec(text)?.[1] ?? '';
    return [...list.matchAll(STRING)].map((s) => s[1]!);
  });
}

const covered = (need: string, declared: readonly string[]) =>
  declared.some((d) => need === d || need.startsWith(`${d}.`));

export interface Gap {
  file: string;
  missing: string[];
}

/**
 * For every page, layout and error page under `app/`: the paths its import graph asks for that neither it nor
 * a layout above it ships.
 */
export function screenGaps(sources: SourceFile[], catalogue: Tree): Gap[] {
  const map = sourceMap(sources);
  const needsOf = new Map<string, string[]>();
  const needs = (f: string) => {
    if (!needsOf.has(f)) needsOf.set(f, clientNeeds(map.get(f) ?? '', catalogue));
    return needsOf.get(f)!;
  };
  const layoutsAbove = (file: string) => {
    const out: string[] = [];
    for (let dir = path.dirname(file); dir.startsWith('app'); dir = path.dirname(dir)) {
      const layout = path.join(dir, 'layout.tsx');
      if (map.has(layout) && layout !== file) out.push(layout);
    }
    return out;
  };
  return [...map.keys()]
    .filter((f) => /^app\/.*\b(page|layout|error|not-found|loading)\.tsx$/.test(f))
    .sort()
    .map((file) => {
      const declared = [file, ...layoutsAbove(file)].flatMap((f) => declaredIn(map.get(f)!));
      const missing = new Set<string>();
      for (const f of clientClosure(file, map))
        for (const n of needs(f)) if (!covered(n, declared)) missing.add(n);
      return { file, missing: [...missing].sort() };
    })
    .filter((g) => g.missing.length > 0);
}
