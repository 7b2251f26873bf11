import 'server-only';
import { purgeAuthFailures } from '@/server/modules/account/auth-failures.chore';
import { purgePublicAnswerHits } from '@/server/modules/comms/comms.rate-limit';
import { applySuspensionDates } from '@/server/modules/employees/employees-suspension-dates';
import type { JobDefinition } from '@/server/queue/types';

/** Scheduled housekeeping. Each is a set-based statement that is harmless to run twice. */
export const CHORE_JOBS: JobDefinition[] = [
  {
    name: 'chores.suspension-dates',
    // hourly, so a suspension starts or ends within an hour of midnight UTC even after downtime
    cron: '5 * * * *',
    async handler(_data, ctx) {
      const now = ctx.now();
      const result = await applySuspensionDates(ctx.db, now.toISOString().slice(0, 10), now);
      if (result.started || result.ended) ctx.log.info(result, 'suspension dates applied');
    },
  },
  {
    name: 'chores.purge-auth-failures',
    cron: '*/15 * * * *',
    async handler(_data, ctx) {
      await purgeAuthFailures(ctx.db, ctx.now());
      await purgePublicAnswerHits(ctx.db, ctx.now());
    },
  },
];
