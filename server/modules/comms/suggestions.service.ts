import 'server-only';
import type { z } from 'zod';
import type {
  boxSuggestionSchema,
  createSuggestionSchema,
  Suggestion,
  SuggestionBox,
  suggestionListQuerySchema,
} from '@/lib/contracts/comms';
import { type Paged, pageOf, pageWindow } from '@/lib/contracts/pagination';
import type { DbOrTx } from '@/server/db/client';
import { conflict, notFound } from '@/server/errors';
import { opensModule } from '@/server/modules/billing/billing.service';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { randomToken } from './comms.mail';
import * as repo from './suggestions.repo';

const present = (r: repo.SuggestionRow): Suggestion => ({
  id: r.id,
  message: r.message,
  category: r.category,
  anonymous: r.anonymous,
  author: r.anonymous ? null : r.authorName,
  source: r.source as Suggestion['source'],
  status: r.status as Suggestion['status'],
  createdAt: r.createdAt.toISOString(),
});

/** Anonymous suggestions keep only the hour they arrived: a minute-exact time could be matched with sign-ins. */
const hourOf = (d: Date) => new Date(Math.floor(d.getTime() / 3_600_000) * 3_600_000);

export async function listSuggestions(
  db: DbOrTx,
  organizationId: string,
  q: z.output<typeof suggestionListQuerySchema>,
): Promise<Paged<Suggestion>> {
  const f = { status: q.status, category: q.category || undefined, search: q.search || undefined };
  const [rows, total] = await Promise.all([
    repo.listSuggestions(db, organizationId, { ...f, ...pageWindow(q) }),
    repo.countSuggestions(db, organizationId, f),
  ]);
  return pageOf(rows.map(present), total, q);
}

/**
 * POST suggestions by a signed-in member. Anonymous: no user id and no name in the row (the route also writes
 * its audit row without actor, address or request id).
 */
export async function createMemberSuggestion(
  db: DbOrTx,
  organizationId: string,
  author: { userId: string; name: string },
  input: z.output<typeof createSuggestionSchema>,
  now: Date,
) {
  const row = await repo.insertSuggestion(db, {
    organizationId,
    message: input.message,
    category: input.category ?? null,
    anonymous: input.anonymous,
    authorUserId: input.anonymous ? null : author.userId,
    authorName: input.anonymous ? null : author.name,
    source: 'member',
    createdAt: input.anonymous ? hourOf(now) : now,
  });
  return present(row);
}

export async function requireSuggestion(db: DbOrTx, organizationId: string, id: string) {
  const row = await repo.findSuggestion(db, organizationId, id);
  if (!row) throw notFound('comms.errors.suggestionNotFound');
  return present(row);
}

/** PATCH suggestions/{id} `{ archived }`: archives or restores. */
export async function archiveSuggestion(db: DbOrTx, organizationId: string, id: string, archived: boolean) {
  const before = await requireSuggestion(db, organizationId, id);
  const row = await repo.setStatus(db, organizationId, id, archived ? 'archived' : 'new');
  return { before, data: present(row!) };
}

export async function deleteSuggestion(db: DbOrTx, organizationId: string, id: string) {
  const before = await requireSuggestion(db, organizationId, id);
  await repo.deleteSuggestion(db, organizationId, id);
  return { before };
}

/** The organisation's box link (made on first use) and the categories used so far. */
export async function getBox(db: DbOrTx, organizationId: string, now: Date): Promise<SuggestionBox> {
  const box =
    (await repo.findBox(db, organizationId)) ??
    (await repo.upsertBox(db, organizationId, randomToken(), false, now));
  return { token: box.token, categories: await repo.listCategories(db, organizationId) };
}

/** A new box link; the old one stops working at once. */
export async function rotateBox(db: DbOrTx, organizationId: string, now: Date): Promise<SuggestionBox> {
  const box = await repo.upsertBox(db, organizationId, randomToken(), true, now);
  return { token: box.token, categories: await repo.listCategories(db, organizationId) };
}

async function resolveBox(db: DbOrTx, token: string) {
  const box = await repo.findBoxByToken(db, token);
  if (!box) throw notFound('comms.errors.boxNotFound');
  return box;
}

/** GET suggestions/public/{token}: the organisation's name; `available` false when comms is closed to it. */
export async function getPublicBox(db: DbOrTx, token: string, now: Date) {
  const box = await resolveBox(db, token);
  const [org, available] = await Promise.all([
    findOrganization(db, box.organizationId),
    opensModule(db, box.organizationId, 'comms', now),
  ]);
  return { organizationName: org?.name ?? '', available };
}

/** POST suggestions/public/{token}: always anonymous; nothing about the sender is read or kept. */
export async function createBoxSuggestion(
  db: DbOrTx,
  token: string,
  input: z.output<typeof boxSuggestionSchema>,
  now: Date,
) {
  const box = await resolveBox(db, token);
  if (!(await opensModule(db, box.organizationId, 'comms', now)))
    throw conflict('comms.errors.boxUnavailable');
  await repo.insertSuggestion(db, {
    organizationId: box.organizationId,
    message: input.message,
    category: input.category ?? null,
    anonymous: true,
    source: 'box',
    createdAt: hourOf(now),
  });
  // The answer says nothing of the row (its id would let the sender be matched with it later).
  return { received: true };
}
