/**
 * Which message keys the code uses, read from the source without running it (for the catalogue test).
 *
 * A translator bound to a namespace (`const t = useTranslations('employees.form')`, `getTranslations(...)`)
 * makes that file's string literals candidate keys under it; a template literal (`` t(`statuses.${s}`) ``)
 * uses everything under its fixed head. Full paths written anywhere (`'validation.required'` in a zod
 * schema, `translate('api.errors.x')` on the server) count as used too. What this cannot see, it reports:
 * that is the point — a key the code cannot name is either dead or built in a way nobody can grep for.
 */
import fs from 'node:fs';
import path from 'node:path';

const SOURCE_DIRS = ['app', 'components', 'lib', 'server'];
const BINDING =
  /(?:(?:const|let)\s+(\w+)\s*=\s*|\(\s*)(?:await\s+)?(?:useTranslations|getTranslations)\(\s*(?:'([^']*)'|\{[^}]*namespace:\s*'([^']*)'[^}]*\})?\s*\)/g;
const LITERAL = /'([^'\\\n]+)'|"([^"\\\n]+)"/g;
const TEMPLATE_HEAD = /`([\w.-]*)\$\{/g;

export interface SourceFile {
  file: string;
  text: string;
}

export function readSources(root = process.cwd()): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.(ts|tsx)$/.test(entry.name))
        out.push({ file: path.relative(root, p), text: fs.readFileSync(p, 'utf8') });
    }
  };
  for (const d of SOURCE_DIRS) walk(path.join(root, d));
  return out;
}

export interface Binding {
  /** '' for an inline call: `(await getTranslations('invite'))('metaTitle')`. */
  name: string;
  ns: string;
  index: number;
}

export function bindings(text: string): Binding[] {
  return [...text.matchAll(BINDING)].map((m) => ({
    name: m[1] ?? '',
    ns: m[2] ?? m[3] ?? '',
    index: m.index!,
  }));
}

const join = (ns: string, key: string) => (ns ? `${ns}.${key}` : key);

const callsOf = (name: string, arg: string) =>
  new RegExp(`(?<![\\w.])${name}(?:\\.(?:rich|markup|raw))?\\(\\s*${arg}`, 'g');

/**
 * Keys called with a literal through a bound translator (`t('x')`, `t.rich('x')`), each resolved against the
 * nearest binding of that name above it (a file may bind `t` once per component).
 */
export function literalCalls(source: SourceFile): { key: string; file: string }[] {
  const bound = bindings(source.text);
  return [...new Set(bound.map((b) => b.name).filter(Boolean))].flatMap((name) =>
    [...source.text.matchAll(callsOf(name, "'([^'\\n]+)'"))].flatMap((m) => {
      const binding = bound.filter((b) => b.name === name && b.index < m.index!).at(-1);
      return binding ? [{ key: join(binding.ns, m[1]!), file: source.file }] : [];
    }),
  );
}

export interface Usage {
  /** Full key paths named somewhere. */
  keys: Set<string>;
  /** Fixed heads of keys built at run time (`remittances.statuses.`). */
  prefixes: Set<string>;
  /** Keys asked of a translator received as a parameter (`t('language')` in a helper): under any namespace. */
  tails: Set<string>;
}

const UNBOUND_CALL = /(?<![\w.])(t|t[A-Z]\w*)\(\s*'([^'\n]+)'/g;

export function collectUsage(sources: SourceFile[]): Usage {
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  const tails = new Set<string>();
  for (const { text } of sources) {
    // Only in helpers that bind no translator of their own: elsewhere `t` is the file's own.
    if (!/\b(?:useTranslations|getTranslations)\(/.test(text))
      for (const m of text.matchAll(UNBOUND_CALL)) tails.add(m[2]!);
    // The namespace a translator is bound to, or a layout ships to the browser, is not itself a key it uses.
    const body = text.replace(BINDING, '').replace(/namespaces=\{\[[^\]]*\]\}/g, '');
    const literals = [...body.matchAll(LITERAL)].map((m) => m[1] ?? m[2]!);
    const heads = [...body.matchAll(TEMPLATE_HEAD)].map((m) => m[1]!).filter(Boolean);
    const namespaces = ['', ...bindings(text).map((b) => b.ns)];
    for (const ns of namespaces) {
      for (const l of literals) keys.add(join(ns, l));
      for (const h of heads) prefixes.add(join(ns, h));
    }
    // `t(warning)` on a translator bound to a part of a namespace (`payroll.warnings`): that part is a
    // lookup table whose keys are values from elsewhere, so all of it counts.
    for (const { name, ns } of bindings(text))
      if (name && ns.includes('.') && callsOf(name, '[\\w(]').test(body)) prefixes.add(`${ns}.`);
  }
  return { keys, prefixes, tails };
}

export function isUsed(key: string, usage: Usage): boolean {
  if (usage.keys.has(key)) return true;
  for (const tail of usage.tails) if (key.endsWith(`.${tail}`)) return true;
  // A part handed over whole (`usePaginationLabels('hiring.pagination')`) uses every key in it.
  const parts = key.split('.');
  for (let i = 2; i < parts.length; i++) if (usage.keys.has(parts.slice(0, i).join('.'))) return true;
  // A dotted head built where the translator is only a parameter (`t(\`languages.${l}\`)`) may sit under
  // any namespace.
  for (const p of usage.prefixes)
    if (key.startsWith(p) || (p.includes('.') && key.includes(`.${p}`))) return true;
  return false;
}
