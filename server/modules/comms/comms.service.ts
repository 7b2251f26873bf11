import 'server-only';
import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  ANONYMITY_THRESHOLD,
  type Audience,
  type Comm,
  commRuleErrors,
  type commListQuerySchema,
  type CreateCommValues,
  type PollAnalytics,
} from '@/lib/contracts/comms';
import { type Paged, pageOf, pageWindow } from '@/lib/contracts/pagination';
import type { Locale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { AppError, conflict, notFound } from '@/server/errors';
import { findDepartmentRefs } from '@/server/modules/departments/departments.queries';
import { resolveAudience } from './comms.audience';
import { queueCommMail } from './comms.jobs';
import { hashToken, personalToken, randomToken } from './comms.mail';
import * as repo from './comms.repo';

type Counts = { all: number; shared: number };

/** Answers over recipients, 0..1 (a shared link can bring more answers than recipients: capped at 1). */
const rateOf = (answers: number, recipients: number) =>
  recipients > 0 ? Math.min(1, answers / recipients) : 0;

export const isOpen = (r: repo.CommRow, now: Date) =>
  r.type === 'poll' && r.closedAt === null && (r.closesAt === null || r.closesAt > now);

const statusOf = (r: repo.CommRow, now: Date): Comm['status'] =>
  r.type === 'announcement' ? 'sent' : isOpen(r, now) ? 'open' : 'closed';

function present(r: repo.CommRow, counts: Counts | undefined, now: Date): Comm {
  const responses = counts?.all ?? 0;
  return {
    id: r.id,
    type: r.type as Comm['type'],
    status: statusOf(r, now),
    title: r.title,
    message: r.message,
    question: r.question,
    multiple: r.multiple,
    anonymous: r.anonymous,
    audience: r.audience,
    recipients: r.recipientCount,
    responses,
    sharedResponses: counts?.shared ?? 0,
    responseRate: rateOf(responses, r.recipientCount),
    closesAt: r.closesAt?.toISOString() ?? null,
    closedAt: r.closedAt?.toISOString() ?? null,
    sharedToken: r.sharedToken,
    createdAt: r.createdAt.toISOString(),
  };
}

/** GET comms: newest first; `status` open/closed matches polls only. */
export async function listComms(
  db: DbOrTx,
  organizationId: string,
  q: z.output<typeof commListQuerySchema>,
  now: Date,
): Promise<Paged<Comm>> {
  const f = { type: q.type, status: q.status, search: q.search || undefined, now };
  const [rows, total] = await Promise.all([
    repo.listComms(db, organizationId, { ...f, ...pageWindow(q) }),
    repo.countComms(db, organizationId, f),
  ]);
  const counts = await repo.countResponses(
    db,
    organizationId,
    rows.map((r) => r.id),
  );
  return pageOf(
    rows.map((r) => present(r, counts.get(r.id), now)),
    total,
    q,
  );
}

/** How many people an audience reaches (the picker's count). */
export async function countAudience(db: DbOrTx, organizationId: string, audience: Audience) {
  return { recipients: (await resolveAudience(db, organizationId, audience)).length };
}

/**
 * POST comms: the comm, its options, and one recipient row per person in the audience (each poll recipient
 * with their personal link's hash), in the request's transaction. Mail goes out after the commit.
 */
export async function createComm(
  deps: { db: DbOrTx; config: { authSecret: Uint8Array }; now: () => Date },
  organizationId: string,
  userId: string,
  input: CreateCommValues,
  /** the language of the audience's mail; null queues none (the demo seed's history) */
  mailIn: Locale | null,
) {
  const { db } = deps;
  const now = deps.now();
  const ruleErrors = commRuleErrors(input, now);
  if (ruleErrors.length > 0) {
    const errors: Record<string, { key: string }[]> = {};
    for (const e of ruleErrors) (errors[e.path.join('.')] ??= []).push({ key: e.key });
    throw new AppError('VALIDATION_FAILED', 'errors.validationFailed', undefined, errors);
  }
  const members = await resolveAudience(db, organizationId, input.audience);
  const isPoll = input.type === 'poll';
  const row = await repo.insertComm(db, {
    organizationId,
    type: input.type,
    title: isPoll ? null : input.title!,
    message: isPoll ? null : input.message!,
    question: isPoll ? input.question! : null,
    multiple: isPoll && input.multiple,
    anonymous: isPoll && input.anonymous,
    audience: {
      departmentIds: [...new Set(input.audience.departmentIds)],
      payrollGroupIds: [...new Set(input.audience.payrollGroupIds)],
    },
    recipientCount: members.length,
    closesAt: isPoll && input.closesAt ? new Date(input.closesAt) : null,
    sharedToken: isPoll && input.sharedLink ? randomToken() : null,
    createdByUserId: userId,
  });
  if (isPoll) {
    await repo.insertOptions(
      db,
      input.options!.map((label, position) => ({ organizationId, commId: row.id, label, position })),
    );
  }
  await repo.insertRecipients(
    db,
    members.map((m) => {
      const id = crypto.randomUUID();
      return {
        id,
        organizationId,
        commId: row.id,
        employeeId: m.employeeId,
        name: m.name,
        email: m.email,
        departmentId: m.departmentId,
        tokenHash: isPoll ? hashToken(personalToken(deps.config.authSecret, id)) : null,
      };
    }),
  );
  if (mailIn) await queueCommMail(db, { organizationId, commId: row.id, locale: mailIn });
  return present(row, undefined, now);
}

async function requirePoll(db: DbOrTx, organizationId: string, id: string, lock = false) {
  const row = await repo.findComm(db, organizationId, id, lock);
  if (!row || row.type !== 'poll') throw notFound('comms.errors.pollNotFound');
  return row;
}

/** GET comms/poll/{id}: the poll with its analytics. Anonymous polls hide departments under 5 answers. */
export async function getPollAnalytics(
  db: DbOrTx,
  organizationId: string,
  id: string,
  now: Date,
): Promise<PollAnalytics> {
  const row = await requirePoll(db, organizationId, id);
  const [counts, options, votes, days, recipientsByDept, responsesByDept, votesByDept] = await Promise.all([
    repo.countResponses(db, organizationId, [id]),
    repo.listOptions(db, organizationId, id),
    repo.countVotesByOption(db, organizationId, id),
    repo.countResponsesByDay(db, organizationId, id),
    repo.countRecipientsByDepartment(db, organizationId, id),
    repo.countResponsesByDepartment(db, organizationId, id),
    repo.countVotesByDepartment(db, organizationId, id),
  ]);
  const comm = present(row, counts.get(id), now);
  const voteCount = new Map(votes.map((v) => [v.optionId, v.n]));
  let cumulative = 0;
  const overTime = days.map((d) => ({ date: d.date, count: d.n, cumulative: (cumulative += d.n) }));

  const deptIds = new Set<string | null>([
    ...recipientsByDept.map((r) => r.departmentId),
    ...responsesByDept.map((r) => r.departmentId),
  ]);
  const names = new Map(
    (
      await findDepartmentRefs(
        db,
        organizationId,
        [...deptIds].filter((d): d is string => d !== null),
      )
    ).map((d) => [d.id, d.name]),
  );
  const recipientsOf = new Map(recipientsByDept.map((r) => [r.departmentId, r.n]));
  const responsesOf = new Map(responsesByDept.map((r) => [r.departmentId, r.n]));
  const byDepartment = [...deptIds].map((departmentId) => {
    const responses = responsesOf.get(departmentId) ?? 0;
    const hidden = row.anonymous && responses < ANONYMITY_THRESHOLD;
    const counts: Record<string, number> = {};
    if (!hidden) for (const v of votesByDept) if (v.departmentId === departmentId) counts[v.optionId] = v.n;
    const recipients = recipientsOf.get(departmentId) ?? 0;
    return {
      departmentId,
      name: departmentId ? (names.get(departmentId) ?? null) : null,
      recipients,
      responses: hidden ? null : responses,
      responseRate: hidden ? null : rateOf(responses, recipients),
      hidden,
      counts,
    };
  });
  byDepartment.sort((a, b) => (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff'));
  return {
    ...comm,
    options: options.map((o) => ({
      ...o,
      count: voteCount.get(o.id) ?? 0,
      share: comm.responses > 0 ? (voteCount.get(o.id) ?? 0) / comm.responses : 0,
    })),
    overTime,
    byDepartment,
  };
}

/** POST comms/poll/{id}/close: closes an open poll now; closing a closed poll is a 409. */
export async function closePoll(db: DbOrTx, organizationId: string, id: string, now: Date) {
  const before = await requirePoll(db, organizationId, id, true);
  if (!isOpen(before, now)) throw conflict('comms.errors.pollClosed');
  await repo.updateComm(db, organizationId, id, { closedAt: now });
  return {
    before: present(before, undefined, now),
    data: await getPollAnalytics(db, organizationId, id, now),
  };
}
