import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { chatOutbox } from '@/server/db/schema';

/** One chat message: `to` is the recipient's account email (providers map it to their chat id). */
export type ChatMessage = { to: string; text: string; link: string; organizationId?: string | null };
export type ChatTransport = { send: (message: ChatMessage) => Promise<void> };

/** Stores messages in the database instead of sending them; read back through `GET /dev/chat-outbox`. */
export function outboxChatTransport(db: DbOrTx): ChatTransport {
  return {
    async send(message) {
      await db.insert(chatOutbox).values({
        to: message.to.toLowerCase(),
        text: message.text,
        link: message.link,
        organizationId: message.organizationId ?? null,
      });
    },
  };
}

/**
 * The transport in use. Only the outbox exists today; a WhatsApp or Telegram provider plugs in here,
 * chosen by `CHAT_TRANSPORT`, with the same `send`.
 */
export function createChatTransport(db: DbOrTx): ChatTransport {
  return outboxChatTransport(db);
}

export function listChatOutbox(db: DbOrTx, to: string, limit = 20) {
  return db
    .select()
    .from(chatOutbox)
    .where(eq(chatOutbox.to, to.toLowerCase()))
    .orderBy(desc(chatOutbox.createdAt))
    .limit(limit);
}
