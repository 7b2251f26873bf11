import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { loadMessages, pickNamespaces } from '@/lib/i18n/catalog';

const en = loadMessages('en-GB');
const zh = loadMessages('zh-CN');

type Tree = { [k: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`),
  );
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))].sort();

describe('messages', () => {
  it('has one file per namespace in each language, and the same files in both', () => {
    const files = (locale: string) => fs.readdirSync(`messages/${locale}`).sort();
    expect(files('zh-CN')).toEqual(files('en-GB'));
    expect(files('en-GB').every((f) => f.endsWith('.json'))).toBe(true);
  });

  it('en-GB and zh-CN have exactly the same keys', () => {
    expect(keys(zh as Tree).sort()).toEqual(keys(en as Tree).sort());
  });

  it('every translation keeps the placeholders of the English text and is not empty', () => {
    const flat = (tree: Tree) =>
      Object.fromEntries(
        keys(tree).map((k) => [
          k,
          k.split('.').reduce<Tree | string>((n, p) => (n as Tree)[p]!, tree) as string,
        ]),
      );
    const e = flat(en as Tree);
    const z = flat(zh as Tree);
    for (const key of Object.keys(e)) {
      expect(z[key]!.trim(), key).not.toBe('');
      expect(placeholders(z[key]!), key).toEqual(placeholders(e[key]!));
    }
  });
});

describe('pickNamespaces (what a page ships to the browser)', () => {
  it('keeps whole namespaces and parts of one, merging paths of the same namespace', () => {
    const picked = pickNamespaces(en, [
      'common',
      'hiring.careers',
      'hiring.offerPage',
      'nope',
      'account.nope',
    ]);
    expect(Object.keys(picked).sort()).toEqual(['common', 'hiring']);
    expect(picked.common).toBe(en.common);
    expect(Object.keys(picked.hiring as Tree).sort()).toEqual(['careers', 'offerPage']);
    expect((picked.hiring as Tree).careers).toBe((en.hiring as Tree).careers);
  });

  it("leaves a namespace's server-only parts (API answers, e-mails) on the server", () => {
    const picked = pickNamespaces(en, ['payroll', 'employees', 'hiring.careers']);
    expect((en.employees as Tree).api).toBeDefined();
    expect((en.payroll as Tree).mail).toBeDefined();
    expect(Object.keys(picked.employees as Tree)).not.toContain('api');
    expect(Object.keys(picked.payroll as Tree)).not.toContain('api');
    expect(Object.keys(picked.payroll as Tree)).not.toContain('mail');
    expect((picked.payroll as Tree).run).toBe((en.payroll as Tree).run);
  });
});
