import fs from 'node:fs';
import path from 'node:path';
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

/** The namespaces of `messages` named in `namespaces` (what one page ships to the browser). */
export function pickNamespaces(messages: Messages, namespaces: readonly string[]): Messages {
  return Object.fromEntries(namespaces.filter((n) => n in messages).map((n) => [n, messages[n]!]));
}
