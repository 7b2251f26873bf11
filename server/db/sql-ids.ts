import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column in ids` with the ids as ONE JSON parameter. A payroll run can hold 100,000 employees, more than the
 * 65,535 bind parameters a statement may carry (`inArray` binds one per id), and one parameter binds faster.
 */
export const inIds = (column: AnyColumn | SQL, ids: readonly string[]) =>
  sql`${column} in (select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`;
