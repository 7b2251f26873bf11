import fs from 'node:fs';
import path from 'node:path';
import compile from 'icu-minify/compile';
import type { Locale } from './config';
import type { Messages } from './format-message';

/**
 * The message catalogue: one file per namespace (module) and language, `messages/<locale>/<namespace>.json`,
 * merged when first read. Server-side only (the request config, the API's translator, tests): browsers get
 * just the namespaces a page renders, through its NextIntlClientProvider.
 */
const cache = new Map<Locale, Messages>();

export function loadMessages(locale: Locale): Messages {
  const cached = cache.get(locale);
  if (cached) return cached;
  const dir = path.join(process.cwd(), 'messages', locale);
  const messages: Messages = Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => [
        f.slice(0, -'.json'.length),
        JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Messages,
      ]),
  );
  // `next dev` re-reads edited files; everywhere else the catalogue is read once per process.
  if (process.env.NODE_ENV !== 'development') cache.set(locale, messages);
  return messages;
}

const compiledCache = new Map<Locale, Messages>();

function compileAll(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      // Through JSON: icu-minify builds its option maps without a prototype, and React passes only
      // plain objects from server to client components.
      typeof value === 'string' ? (JSON.parse(JSON.stringify(compile(value))) as string) : compileAll(value),
    ]),
  );
}

/**
 * The catalogue with every message compiled ahead of time (icu-minify), as next-intl formats it in pages:
 * next.config.ts aliases use-intl's formatter to its format-only build, so no page — and no browser — loads
 * the ICU parser (about 10 kB gzip on every screen). The API and documents keep the plain texts
 * (`loadMessages`, formatted by lib/i18n/format-message.ts).
 */
export function loadCompiledMessages(locale: Locale): Messages {
  const cached = compiledCache.get(locale);
  if (cached) return cached;
  const compiled = compileAll(loadMessages(locale));
  if (process.env.NODE_ENV !== 'development') compiledCache.set(locale, compiled);
  return compiled;
}

/** A module's server-only parts (`<m>.api.*` answers the API gives, `<m>.mail.*` e-mails): never shipped. */
const SERVER_ONLY = new Set(['api', 'mail']);

function withoutServerOnly(value: Messages[string]): Messages[string] {
  if (typeof value !== 'object' || !Object.keys(value).some((k) => SERVER_ONLY.has(k))) return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => !SERVER_ONLY.has(k)));
}

/**
 * The parts of `messages` named in `namespaces` (what one page ships to the browser). A name is a namespace
 * (`account`) or a path inside one (`hiring.careers`); paths of one namespace merge. A whole namespace comes
 * without its server-only parts.
 */
export function pickNamespaces(messages: Messages, namespaces: readonly string[]): Messages {
  const picked: Messages = {};
  for (const name of namespaces) {
    const [head, ...rest] = name.split('.');
    let value: Messages[string] | undefined = messages[head!];
    for (const key of rest) value = typeof value === 'object' && value ? value[key] : undefined;
    if (value === undefined) continue;
    if (!rest.length) {
      picked[head!] = withoutServerOnly(value);
      continue;
    }
    let target = (picked[head!] ??= {}) as Messages;
    for (const key of rest.slice(0, -1)) target = (target[key] ??= {}) as Messages;
    target[rest.at(-1)!] = value;
  }
  return picked;
}
