import 'server-only';
import type { PublicPoll } from '@/lib/contracts/comms';
import type { Db } from '@/server/db/client';
import { conflict, fieldError, notFound } from '@/server/errors';
import { opensModule } from '@/server/modules/billing/billing.service';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { hashToken } from './comms.mail';
import * as repo from './comms.repo';
import { isOpen } from './comms.service';
import { checkPublicRate } from './comms.rate-limit';

/** A public link resolves to its poll, and to the personal recipient when it is a personal link. */
async function resolveToken(db: Db, token: string) {
  const recipient = await repo.findRecipientByTokenHash(db, hashToken(token));
  if (recipient) {
    const comm = await repo.findComm(db, recipient.organizationId, recipient.commId);
    if (comm?.type === 'poll') return { comm, recipient };
  }
  const shared = await repo.findCommBySharedToken(db, token);
  if (shared?.type === 'poll') return { comm: shared, recipient: undefined };
  throw notFound('comms.errors.pollNotFound');
}

/** Shared-link answers from one browser: the cookie's hash per poll, so the cookie alone links nothing. */
export const browserHash = (commId: string, browserId: string) => hashToken(`${commId}:${browserId}`);

/** GET comms/poll/public/{token}: what the respondent sees; `unavailable` when comms is closed to the org. */
export async function getPublicPoll(
  db: Db,
  token: string,
  browserId: string | undefined,
  now: Date,
): Promise<PublicPoll> {
  const { comm, recipient } = await resolveToken(db, token);
  const [org, available] = await Promise.all([
    findOrganization(db, comm.organizationId),
    opensModule(db, comm.organizationId, 'comms', now),
  ]);
  const base = {
    organizationName: org?.name ?? '',
    multiple: comm.multiple,
    // a shared-link answer keeps no recipient, so it is anonymous whatever the poll says of personal links
    anonymous: comm.anonymous || recipient === undefined,
    personal: recipient !== undefined,
  };
  if (!available) {
    return {
      ...base,
      status: 'unavailable',
      open: false,
      question: null,
      options: [],
      closesAt: null,
      answered: false,
    };
  }
  const answered = recipient
    ? recipient.answered
    : browserId !== undefined &&
      (await repo.findBrowserResponse(db, comm.id, browserHash(comm.id, browserId))) !== undefined;
  return {
    ...base,
    status: isOpen(comm, now) ? 'open' : 'closed',
    open: isOpen(comm, now),
    question: comm.question,
    options: await repo.listOptions(db, comm.organizationId, comm.id),
    closesAt: comm.closesAt?.toISOString() ?? null,
    answered,
  };
}

const hourOf = (d: Date) => new Date(Math.floor(d.getTime() / 3_600_000) * 3_600_000);

/**
 * POST comms/poll/submit/{token}: one answer per personal link (the recipient row's `answered` flips once, in
 * the same transaction as the answer, so of 20 concurrent submits exactly one counts) or per browser on the
 * shared link (a unique index on the browser's hash). An anonymous answer keeps no recipient and only the hour.
 */
export async function submitPoll(
  db: Db,
  token: string,
  optionIds: string[],
  client: { browserId: string; ip: string },
  now: Date,
) {
  const { comm, recipient } = await resolveToken(db, token);
  if (!(await opensModule(db, comm.organizationId, 'comms', now)))
    throw conflict('comms.errors.pollUnavailable');
  if (!isOpen(comm, now)) throw conflict('comms.errors.pollClosed');
  if (recipient?.answered) throw conflict('comms.errors.linkUsed');

  const chosen = [...new Set(optionIds)];
  const options = new Set((await repo.listOptions(db, comm.organizationId, comm.id)).map((o) => o.id));
  if (chosen.some((id) => !options.has(id)))
    throw fieldError('optionIds', 'comms.validation.optionNotInPoll');
  if (!comm.multiple && chosen.length !== 1) throw fieldError('optionIds', 'comms.validation.singleChoice');
  if (!recipient) await checkPublicRate(db, `poll:${comm.id}:${client.ip}`, now);

  await db.transaction(async (tx) => {
    if (recipient && !(await repo.claimRecipient(tx, recipient.id))) throw conflict('comms.errors.linkUsed');
    const response = await repo.insertResponse(tx, {
      organizationId: comm.organizationId,
      commId: comm.id,
      recipientId: recipient && !comm.anonymous ? recipient.id : null,
      departmentId: recipient?.departmentId ?? null,
      via: recipient ? 'personal' : 'shared',
      browserHash: recipient ? null : browserHash(comm.id, client.browserId),
      answeredAt: comm.anonymous ? hourOf(now) : now,
    });
    if (!response) throw conflict(recipient ? 'comms.errors.linkUsed' : 'comms.errors.browserAnswered');
    await repo.insertVotes(
      tx,
      chosen.map((optionId) => ({
        organizationId: comm.organizationId,
        commId: comm.id,
        responseId: response.id,
        optionId,
      })),
    );
  });
  return { answered: true };
}
