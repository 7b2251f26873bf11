import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { outboxMails } from '@/server/db/schema';
import type { ServerConfig } from '@/server/config';

/** A file sent with a mail (a payslip PDF, a calendar invitation); the outbox keeps it as base64. */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array | string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};
export type Mailer = { send: (mail: Mail) => Promise<void> };

/** Stores mail in the database instead of sending it; read back through `GET /dev/outbox`. */
export function outboxMailer(db: Db): Mailer {
  return {
    async send({ attachments = [], ...mail }) {
      await db.insert(outboxMails).values({
        ...mail,
        to: mail.to.toLowerCase(),
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: Buffer.byteLength(a.content),
          content: Buffer.from(a.content).toString('base64'),
        })),
      });
    },
  };
}

export async function smtpMailer(config: ServerConfig): Promise<Mailer> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send({ attachments, ...mail }) {
      await transport.sendMail({
        from: config.mailFrom,
        ...mail,
        ...(attachments?.length && {
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: typeof a.content === 'string' ? a.content : Buffer.from(a.content),
          })),
        }),
      });
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
