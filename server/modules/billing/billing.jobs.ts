import 'server-only';
import { jobDeps } from '@/server/queue/job-deps';
import type { JobDefinition } from '@/server/queue/types';
import { sendRenewalReminders } from './billing-reminders';

export const RENEWAL_REMINDERS_QUEUE = 'billing.renewal-reminders';

/**
 * Hourly: the owners whose access ends within 7 days or 1 day get their reminder. Safe to run twice (or
 * after downtime): each reminder is stored against the end date it was sent for.
 */
const renewalReminders: JobDefinition = {
  name: RENEWAL_REMINDERS_QUEUE,
  cron: '20 * * * *',
  async handler(_data, ctx) {
    const sent = await sendRenewalReminders(jobDeps(ctx), ctx.now());
    if (sent > 0) ctx.log.info({ sent }, 'renewal reminders');
  },
};

export const BILLING_JOBS = [renewalReminders] as const;
