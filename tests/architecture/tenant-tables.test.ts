import { is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '@/server/db/schema';

/**
 * Issue 34: the path to sharding by organisation (docs/scaling.md, Citus) stays open. Every tenant table (one
 * with an `organization_id` column) has it NOT NULL and has an index (or primary key, or unique constraint)
 * whose first column is `organization_id`: the distribution column is in every lookup's leading position, and
 * a per-organisation query never scans other organisations' rows. A table that is legitimately global must be
 * named below with its reason, so a new table is classified on purpose, not by accident.
 */

/** Tables with no `organization_id`: not a tenant's data, or keyed by something that is not an organisation. */
const GLOBAL_TABLES: Record<string, string> = {
  organizations:
    'the tenants themselves: its id is the distribution value (co-located with the tenant shards)',
  consultants: 'a consultancy spans many organisations; keyed by its own id',
  consultant_team_members: 'a consultancy’s staff, keyed by consultant_id, across its client organisations',
  users: 'a person signs in once and may belong to several organisations (user_roles)',
  auth_tokens: 'sign-in, verification and reset tokens belong to a user, before any organisation is chosen',
  auth_failures: 'the sign-in limiter counts per address and email, before anyone is known',
  user_totp: 'a user’s MFA secret, one per person whatever the organisation',
  recovery_codes: 'a user’s MFA recovery codes, one set per person',
  outbox_mails: 'the development mail outbox: one mailbox for the process, by recipient',
  chat_pins: 'a user’s chat PIN, one per person',
  sandbox_transfer_requests:
    'the sandbox bank’s own books (a stand-in for the provider, not our tenant data)',
  sandbox_transfers: 'the sandbox bank’s own books (a stand-in for the provider, not our tenant data)',
};

/**
 * Tables that have `organization_id` but are exempt from the checks: it is nullable by design, or the table is
 * keyed by something else and becomes a reference table under Citus.
 */
const EXEMPT_TENANT_TABLES: Record<string, string> = {
  user_roles: 'a consultant’s or platform role has no organisation; read by user_id at every sign-in',
  sessions: 'a session exists before an organisation is chosen (consultant mode has none); read by its id',
  notifications: 'a user’s notices, some about no organisation (consultant, account); read by user_id',
  chat_outbox: 'the chat bot’s outbox, by recipient; sign-in messages precede any organisation',
  chat_tokens: 'chat links are looked up by token hash; a sign-in link names no organisation yet',
  payment_webhook_events:
    'the provider’s webhook inbox: which organisation an event belongs to is known only after it is re-read',
  consultant_organizations:
    'a consultant’s client list, read by consultant_id (the console’s entry point); a reference table under Citus',
};

type Table = ReturnType<typeof getTableConfig>;

const tables: Table[] = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

const firstColumns = (t: Table): string[] => [
  ...t.indexes.map((i) => (i.config.columns[0] as Partial<PgColumn> | undefined)?.name ?? ''),
  ...t.primaryKeys.map((k) => k.columns[0]?.name ?? ''),
  ...t.uniqueConstraints.map((u) => u.columns[0]?.name ?? ''),
  ...t.columns.filter((c) => c.primary || c.isUnique).map((c) => c.name),
];

const hasOrganization = (t: Table) => t.columns.some((c) => c.name === 'organization_id');
const checked = () => tables.filter((t) => hasOrganization(t) && !(t.name in EXEMPT_TENANT_TABLES));

describe('[ARCHITECTURE] tenant tables stay shardable by organization_id', () => {
  it('reads the whole Drizzle schema', () => {
    expect(tables.length).toBeGreaterThan(60);
    expect(new Set(tables.map((t) => t.name)).size).toBe(tables.length);
  });

  it('names every table without organization_id as global, with a reason', () => {
    const unclassified = tables.filter((t) => !hasOrganization(t) && !(t.name in GLOBAL_TABLES));
    expect(unclassified.map((t) => t.name)).toEqual([]);
  });

  it('keeps its lists true: every listed table exists and sits in the right list', () => {
    const names = new Map(tables.map((t) => [t.name, t]));
    for (const name of Object.keys(GLOBAL_TABLES))
      expect(names.has(name) && !hasOrganization(names.get(name)!)).toBe(true);
    for (const name of Object.keys(EXEMPT_TENANT_TABLES))
      expect(names.has(name) && hasOrganization(names.get(name)!)).toBe(true);
  });

  it('has organization_id NOT NULL on every tenant table', () => {
    const nullable = checked().filter((t) => !t.columns.find((c) => c.name === 'organization_id')!.notNull);
    expect(nullable.map((t) => t.name)).toEqual([]);
  });

  it('has an index (or key) leading with organization_id on every tenant table', () => {
    const unindexed = checked().filter((t) => !firstColumns(t).includes('organization_id'));
    expect(unindexed.map((t) => t.name)).toEqual([]);
  });
});
