import 'server-only';
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { CreateCommValues } from '@/lib/contracts/comms';
import type { DbOrTx } from '@/server/db/client';
import { comms, commsPollResponses, commsPollVotes, commsRecipients, departments } from '@/server/db/schema';
import * as repo from '@/server/modules/comms/comms.repo';
import { createComm } from '@/server/modules/comms/comms.service';
import * as suggestionsRepo from '@/server/modules/comms/suggestions.repo';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Creates a comm through the service (audience, personal links) as if sent `daysAgo`, everyone already mailed. */
async function sendAt(
  tx: DbOrTx,
  organizationId: string,
  userId: string,
  input: CreateCommValues,
  sentAt: Date,
  secret: Uint8Array,
) {
  const comm = await createComm(
    { db: tx, config: { authSecret: secret }, now: () => sentAt },
    organizationId,
    userId,
    input,
    null,
  );
  await tx.update(comms).set({ createdAt: sentAt, updatedAt: sentAt }).where(eq(comms.id, comm.id));
  await tx.update(commsRecipients).set({ mailedAt: sentAt }).where(eq(commsRecipients.commId, comm.id));
  return comm;
}

/**
 * Answers from the first `share` of the recipients, spread over `days` from `from`; the option is picked by
 * a fixed pattern so every fresh demo database shows the same results.
 */
async function answer(
  tx: DbOrTx,
  organizationId: string,
  commId: string,
  opts: { share: number; from: Date; days: number; pattern: number[]; anonymous: boolean },
) {
  const recipients = await tx
    .select()
    .from(commsRecipients)
    .where(eq(commsRecipients.commId, commId))
    .orderBy(commsRecipients.email);
  const options = await repo.listOptions(tx, organizationId, commId);
  const chosen = recipients.slice(0, Math.floor(recipients.length * opts.share));
  if (chosen.length === 0) return;
  // Multi-row statements: a few round trips whatever the head count.
  await tx
    .update(commsRecipients)
    .set({ answered: true })
    .where(
      inArray(
        commsRecipients.id,
        chosen.map((r) => r.id),
      ),
    );
  const responses = await tx
    .insert(commsPollResponses)
    .values(
      chosen.map((r, i) => {
        let at = new Date(
          opts.from.getTime() + Math.floor((i / chosen.length) * opts.days * 24) * HOUR + 17 * 60_000,
        );
        if (opts.anonymous) at = new Date(Math.floor(at.getTime() / HOUR) * HOUR);
        return {
          organizationId,
          commId,
          recipientId: opts.anonymous ? null : r.id,
          departmentId: r.departmentId,
          via: 'personal',
          answeredAt: at,
        };
      }),
    )
    .returning({ id: commsPollResponses.id });
  await tx.insert(commsPollVotes).values(
    responses.map((response, i) => ({
      organizationId,
      commId,
      responseId: response.id,
      optionId: options[opts.pattern[i % opts.pattern.length]!]!.id,
    })),
  );
}

/**
 * Demo Foods' comms: an open anonymous poll with a shared link (answers coming in), a closed named poll for
 * the plant and logistics teams, an announcement, and a suggestion box with a few suggestions.
 */
/** The demo's suggestion-box link, fixed so it can be typed in a demo: /suggestions/demo-foods-suggestion-box-2026. */
export const DEMO_BOX_TOKEN = 'demo-foods-suggestion-box-2026';

export async function seedDemoComms(
  tx: DbOrTx,
  organizationId: string,
  ownerId: string,
  now = new Date(),
  // box tokens are unique across organisations: a test seeding another organisation passes its own
  boxToken = DEMO_BOX_TOKEN,
) {
  // Nobody is mailed by the seed, so the personal links are never needed: derive them from a throwaway key
  // (the open poll's shared link is the way to answer in the demo).
  const secret = new Uint8Array(crypto.randomBytes(32));
  const field = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.organizationId, organizationId),
        inArray(departments.name, ['Operations', 'Logistics']),
      ),
    );
  const everyone = { departmentIds: [], payrollGroupIds: [] };

  await sendAt(
    tx,
    organizationId,
    ownerId,
    {
      type: 'announcement',
      title: 'New payslip portal from December',
      message:
        'From the December payroll you will receive your payslip by email as a PDF. Check that your email address is correct with HR.',
      audience: everyone,
      multiple: false,
      anonymous: false,
      sharedLink: false,
    },
    new Date(now.getTime() - 9 * DAY),
    secret,
  );

  const closedAt = new Date(now.getTime() - 5 * DAY);
  const party = await sendAt(
    tx,
    organizationId,
    ownerId,
    {
      type: 'poll',
      question: 'Which Saturday suits you for the end-of-year party?',
      options: ['6 December', '13 December', '20 December'],
      audience: { departmentIds: field.map((d) => d.id), payrollGroupIds: [] },
      multiple: false,
      anonymous: false,
      sharedLink: false,
      closesAt: closedAt.toISOString(),
    },
    new Date(now.getTime() - 12 * DAY),
    secret,
  );
  await answer(tx, organizationId, party.id, {
    share: 0.85,
    from: new Date(now.getTime() - 12 * DAY),
    days: 6,
    pattern: [1, 1, 0, 1, 2, 1, 0],
    anonymous: false,
  });

  const healthSent = new Date(now.getTime() - 3 * DAY);
  const health = await sendAt(
    tx,
    organizationId,
    ownerId,
    {
      type: 'poll',
      question: 'Which health insurance plan should we choose for 2027?',
      options: ['Basic HMO (employee only)', 'Family HMO with co-pay', 'Premium HMO with dental and optical'],
      audience: everyone,
      multiple: false,
      anonymous: true,
      sharedLink: true,
      closesAt: new Date(now.getTime() + 10 * DAY).toISOString(),
    },
    healthSent,
    secret,
  );
  await answer(tx, organizationId, health.id, {
    share: 0.55,
    from: healthSent,
    days: 3,
    pattern: [1, 2, 1, 0, 1, 2],
    anonymous: true,
  });

  await suggestionsRepo.upsertBox(tx, organizationId, boxToken, false, now);
  const hour = (d: number) => new Date(Math.floor((now.getTime() - d * DAY) / HOUR) * HOUR);
  const suggestions = [
    {
      message:
        'Could the staff bus leave the plant at 6:15 pm instead of 6:00? The evening shift handover often runs late.',
      category: 'Transport',
      source: 'box',
      daysAgo: 1,
    },
    {
      message: 'Please add a water dispenser on the second floor of the head office.',
      category: 'Facilities',
      source: 'box',
      daysAgo: 2,
    },
    {
      message: 'A short monthly all-hands with the plant manager would help us know what is coming.',
      category: 'Communication',
      source: 'member',
      daysAgo: 4,
    },
    {
      message: 'Safety boots in the warehouse wear out within six months; a better brand would save money.',
      category: 'Safety',
      source: 'box',
      daysAgo: 6,
    },
    {
      message: 'Thank you for the faster salary payments this year.',
      category: null,
      source: 'box',
      daysAgo: 20,
      archived: true,
    },
  ] as const;
  for (const s of suggestions) {
    await suggestionsRepo.insertSuggestion(tx, {
      organizationId,
      message: s.message,
      category: s.category,
      anonymous: true,
      source: s.source,
      status: 'archived' in s && s.archived ? 'archived' : 'new',
      createdAt: hour(s.daysAgo),
    });
  }
}
