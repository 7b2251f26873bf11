import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { outboxMails } from '@/server/db/schema';
import type { ServerConfig } from '@/server/config';

export type Mail = { to: string; subject: string; text: string; html: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/** Stores mail in the database instead of sending it; read back through `GET /dev/outbox`. */
export function outboxMailer(db: Db): Mailer {
  return {
    async send(mail) {
      await db.insert(outboxMails).values({ ...mail, to: mail.to.toLowerCase() });
    },
  };
}

export async function smtpMailer(config: ServerConfig): Promise<Mailer> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: config.mailFrom, ...mail });
    },
  };
}

export function createMailer(config: ServerConfig, db: Db): Promise<Mailer> | Mailer {
  return config.mailTransport === 'smtp' ? smtpMailer(config) : outboxMailer(db);
}

export function listOutbox(db: Db, to: string, limit = 20) {
  return db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.to, to.toLowerCase())))
    .orderBy(desc(outboxMails.createdAt))
    .limit(limit);
}
