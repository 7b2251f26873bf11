import 'server-only';
import { loadConfig } from '@/server/config';
import { getDbHandle } from './instance';
import { createMailer } from '@/server/mail/mailer';
import { createApp, type App } from '@/server/wiring/app';

const holder = globalThis as unknown as { __paygridApp?: Promise<App> };

/** The process-wide app behind the Next route handler, built once the database is open. */
export function getApp(): Promise<App> {
  holder.__paygridApp ??= (async () => {
    const { db } = await getDbHandle();
    const config = loadConfig();
    const mailer = await createMailer(config, db);
    return createApp({ db, config, mailer, now: () => new Date() });
  })();
  holder.__paygridApp.catch(() => {
    holder.__paygridApp = undefined;
  });
  return holder.__paygridApp;
}
