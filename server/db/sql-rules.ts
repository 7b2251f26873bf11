import 'server-only';

/**
 * Database rules every module shares, defined once: PostgreSQL error codes behind Drizzle's wrapper, and
 * LIKE patterns that treat the user's `%`, `_` and `\` as text.
 */

/** The SQLSTATE of a driver error, whether Drizzle wrapped it (`cause`) or not. */
export const pgErrorCode = (e: unknown): string | undefined =>
  (e as { code?: string })?.code ?? (e as { cause?: { code?: string } })?.cause?.code;

/** A unique index refused the row (two requests creating the same name at once end here). */
export const isUniqueViolation = (e: unknown) => pgErrorCode(e) === '23505';

/** A foreign key refused the change (a row still refers to what was being deleted). */
export const isForeignKeyViolation = (e: unknown) => pgErrorCode(e) === '23503';

/** `50%` means the text "50%": LIKE's wildcards and its escape character are escaped. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** A pattern matching values that contain `term` (lower-cased for expressions indexed on `lower(...)`). */
export const containsPattern = (term: string, lower = false) =>
  `%${escapeLike(lower ? term.toLowerCase() : term)}%`;
