import { describe, expect, it } from 'vitest';
import { loadCompiledMessages, loadMessages } from '@/lib/i18n/catalog';
import { LOCALES } from '@/lib/i18n/config';

type Tree = { [key: string]: unknown };
const leaves = (tree: Tree, prefix = ''): [string, unknown][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? leaves(v as Tree, `${prefix}${k}.`)
      : [[`${prefix}${k}`, v]],
  );
const plainEverywhere = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.every(plainEverywhere)
    : value && typeof value === 'object'
      ? Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(plainEverywhere)
      : true;

describe('compiled messages (what pages and browsers get)', () => {
  it.each(LOCALES)(
    '%s: every message compiles, keeps its key, and is plain data a server component may pass',
    (locale) => {
      const raw = leaves(loadMessages(locale));
      const compiled = new Map(leaves(loadCompiledMessages(locale) as Tree));
      expect(compiled.size).toBe(raw.length);
      for (const [key, text] of raw) {
        const out = compiled.get(key);
        expect(out, key).toBeDefined();
        // A text without ICU syntax stays the same string; anything with arguments becomes a compiled array.
        if (!/[{}<]/.test(String(text))) expect(out, key).toBe(text);
        expect(plainEverywhere(out), key).toBe(true);
      }
    },
  );
});
