import 'server-only';
import type { JobDefinition } from '@/server/queue/types';
import { rollOverLeave } from './leave-rollover';

export const LEAVE_ROLL_OVER_QUEUE = 'leave.roll-over';

/**
 * Daily (UTC): stores the year ends and carry-over expiries that have come due. Harmless to run twice or
 * late: what it stores is a function of the ledger's events, and reads compute anything not stored yet.
 */
const rollOver: JobDefinition = {
  name: LEAVE_ROLL_OVER_QUEUE,
  cron: '40 0 * * *',
  expireInSeconds: 1800,
  async handler(_data, ctx) {
    const stored = await rollOverLeave(ctx.db, ctx.now().toISOString().slice(0, 10));
    if (stored > 0) ctx.log.info({ stored }, 'leave roll-over');
  },
};

export const LEAVE_JOBS = [rollOver] as const;
