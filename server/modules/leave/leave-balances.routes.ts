import 'server-only';
import { z } from 'zod';
import { adjustmentInputSchema, balanceSchema, balancesQuerySchema } from '@/lib/contracts/leave';
import type { ModuleRouter } from '@/server/http/module-router';
import { createdResponse, jsonBody, notFoundResponse, okResponse } from '@/server/http/openapi';
import { created, ok } from '@/server/http/respond';
import * as balances from './leave-balances.service';
import { today } from './leave-dates';

const P = 'leave' as const;

/** Balances (our addition): each type's ledger sum, and manual adjustments. */
export function leaveBalancesRoutes(m: ModuleRouter) {
  // GET /leaves/balances?employeeId= — each type's balance with the entries it is the sum of
  m.openapi(
    m.route({
      method: 'get',
      path: '/balances',
      permission: P,
      request: { query: balancesQuerySchema },
      responses: { ...okResponse(z.array(balanceSchema)), ...notFoundResponse() },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return ok(
        c,
        'api.ok',
        await balances.getBalances(
          c.var.deps.db,
          c.var.organizationId,
          q.employeeId,
          q.date ?? today(c.var.deps.now()),
        ),
      );
    },
  );
  // POST /leaves/balances/adjustments — a manual entry with its reason
  m.openapi(
    m.route({
      method: 'post',
      path: '/balances/adjustments',
      permission: P,
      request: jsonBody(adjustmentInputSchema),
      responses: { ...createdResponse(balanceSchema), ...notFoundResponse() },
    }),
    async (c) =>
      created(
        c,
        'leave.api.balanceAdjusted',
        await balances.adjustBalance(
          c.var.deps.db,
          c.var.organizationId,
          c.var.auth.userId,
          c.req.valid('json'),
          today(c.var.deps.now()),
        ),
      ),
  );
}
