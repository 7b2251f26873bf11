import 'server-only';
import { activeTelemetry } from './hooks';

/**
 * SQL spans, by wrapping the query methods of the driver client server/db/client.ts opens (node-postgres' pool
 * and the clients it lends to transactions, or PGlite and its transactions). Chosen over
 * @opentelemetry/instrumentation-pg because that one patches `pg` through require hooks (which must run before
 * `pg` loads and miss ESM imports under tsx/vitest) and knows nothing of PGlite, which dev, tests and the demo
 * run on; this covers both drivers with one span shape. The wrappers read the telemetry slot at each call, so a
 * database opened before telemetry started is traced too, and cost one property read while it is off.
 */

/** Longest statement text kept on a span (pg-boss's schema migration is kilobytes long). */
const MAX_STATEMENT = 2000;

/**
 * The statement as a span may carry it: our statements are parameterised ($1…), but quoted literals are
 * blanked all the same, so a value written inline (sql.raw, pg-boss's own SQL) never reaches a trace.
 */
export function sanitizeStatement(text: string): string {
  const blanked = text
    .replace(/'(?:[^']|'')*'/g, "'?'")
    .replace(/\s+/g, ' ')
    .trim();
  return blanked.length > MAX_STATEMENT ? `${blanked.slice(0, MAX_STATEMENT)}…` : blanked;
}

type Method = (...args: unknown[]) => unknown;

const statementOf = (arg: unknown): string | null =>
  typeof arg === 'string'
    ? arg
    : arg && typeof arg === 'object' && typeof (arg as { text?: unknown }).text === 'string'
      ? (arg as { text: string }).text
      : null;

/**
 * A traced version of a query method: the span starts at the call (under the caller's active span) and ends
 * when the promise settles or the node-postgres callback is called. A submittable (a cursor, a stream) passes
 * through untraced.
 */
function traced(original: Method): Method {
  return function (this: unknown, ...args: unknown[]) {
    const telemetry = activeTelemetry();
    const text = telemetry ? statementOf(args[0]) : null;
    const submittable = typeof (args[0] as { submit?: unknown } | null)?.submit === 'function';
    const end = text !== null && !submittable ? telemetry!.startSql(sanitizeStatement(text)) : null;
    if (!end) return original.apply(this, args);
    const callbackAt = args.findIndex((a) => typeof a === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as Method;
      args[callbackAt] = function (this: unknown, error: unknown, ...rest: unknown[]) {
        end(error ?? undefined);
        return callback.call(this, error, ...rest);
      };
      return original.apply(this, args);
    }
    try {
      const result = original.apply(this, args);
      if (result && typeof (result as Promise<unknown>).then === 'function')
        (result as Promise<unknown>).then(() => end(), end);
      else end();
      return result;
    } catch (error) {
      end(error);
      throw error;
    }
  };
}

function wrapMethods(target: Record<string, unknown>, names: string[]) {
  for (const name of names) {
    const original = target[name];
    if (typeof original === 'function') target[name] = traced(original as Method);
  }
}

type PgliteLike = Record<string, unknown> & {
  transaction: (callback: (tx: Record<string, unknown>) => Promise<unknown>) => Promise<unknown>;
};

/** PGlite: its own `query`/`exec`, and those of every transaction it opens. */
export function traceSqlOnPglite(client: object) {
  const pglite = client as PgliteLike;
  wrapMethods(pglite, ['query', 'exec']);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (callback) =>
    transaction((tx) => {
      wrapMethods(tx, ['query', 'exec']);
      return callback(tx);
    });
}

type PgPoolLike = Record<string, unknown> & {
  connect: (...args: unknown[]) => unknown;
};

/**
 * node-postgres: `pool.query` (statements outside a transaction), and the client `pool.connect()` lends a
 * transaction, for that loan only. The pool's own `query` borrows a client through `connect(callback)`, which
 * is left alone, so no statement is traced twice.
 */
export function traceSqlOnPgPool(client: object) {
  const pool = client as PgPoolLike;
  wrapMethods(pool, ['query']);
  const connect = pool.connect.bind(pool);
  pool.connect = (...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<Record<string, unknown>>).then((lent) => {
      const query = lent.query as Method;
      const release = lent.release as Method;
      lent.query = traced(query);
      // back in the pool the client is the pool's own again (its `query` is untraced there)
      lent.release = (...releaseArgs: unknown[]) => {
        lent.query = query;
        lent.release = release;
        return release.apply(lent, releaseArgs);
      };
      return lent;
    });
  };
}
