import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/catalog';
import { collectUsage, isUsed, literalCalls, readSources, type SourceFile } from './message-usage';

type Tree = { [k: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`),
  );
/** A key may name a text or a part handed over whole (`usePaginationLabels('x.pagination')`). */
const exists = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<Tree | string | undefined>((n, p) => (n && typeof n === 'object' ? n[p] : undefined), tree) !==
  undefined;

const unused = (catalogue: Tree, sources: SourceFile[]) => {
  const usage = collectUsage(sources);
  return keys(catalogue).filter((k) => !isUsed(k, usage));
};
const missing = (catalogue: Tree, sources: SourceFile[]) =>
  sources.flatMap(literalCalls).filter((c) => !exists(catalogue, c.key));

describe('the message catalogue against the code', () => {
  const en = loadMessages('en-GB') as Tree;
  const sources = readSources();

  it('has no key the code never names (delete dead texts from both languages)', () => {
    expect(unused(en, sources)).toEqual([]);
  });

  it('has every key the code asks for', () => {
    expect(missing(en, sources)).toEqual([]);
    // A helper's translator comes from its caller: its keys must exist under some namespace.
    const all = keys(en);
    const orphans = [...collectUsage(sources).tails].filter(
      (tail) => !all.some((k) => k === tail || k.endsWith(`.${tail}`)),
    );
    expect(orphans).toEqual([]);
  });
});

describe('the usage reader', () => {
  const catalogue: Tree = {
    shop: { title: 'T', dead: 'D', statuses: { open: 'O', shut: 'S' }, pages: { next: 'N' } },
    validation: { required: 'R' },
  };
  const source = (text: string): SourceFile => ({ file: 'x.tsx', text });

  it('finds a dead key and a missing one, resolving each call against its own binding', () => {
    const code = source(`
      function A() { const t = useTranslations('shop'); return t('title') + t('nope'); }
      function B() { const t = useTranslations('validation'); return t('required'); }`);
    expect(unused(catalogue, [code])).toEqual([
      'shop.dead',
      'shop.statuses.open',
      'shop.statuses.shut',
      'shop.pages.next',
    ]);
    expect(missing(catalogue, [code]).map((c) => c.key)).toEqual(['shop.nope']);
  });

  it('counts keys built from a head, lookup tables, parts handed over and full paths', () => {
    const code = source(`
      const t = useTranslations('shop'); t(\`statuses.\${s}\`); t('title'); t('dead');
      usePaginationLabels('shop.pages');
      const schema = z.string({ message: 'validation.required' });`);
    expect(unused(catalogue, [code])).toEqual([]);
  });
});
