import { PayrollInputError } from '../errors';
import type { Country } from '../types';
import { GH_TABLES } from './gh';
import { KE_TABLES } from './ke';
import { NG_TABLES } from './ng';
import type { RuleTable } from './types';
import { UG_TABLES } from './ug';

/** Every rule table by country, oldest first. Adding a year = adding a table here. */
export const RULE_TABLES: Readonly<Record<Country, readonly RuleTable[]>> = {
  NG: NG_TABLES,
  KE: KE_TABLES,
  GH: GH_TABLES,
  UG: UG_TABLES,
};

/**
 * The table in force on `date` ('YYYY-MM-DD'; ISO dates compare as strings). The engine
 * passes the period end, i.e. the rules in force when the month's pay is due.
 */
export function selectTable(country: Country, date: string): RuleTable {
  const tables = RULE_TABLES[country];
  for (let i = tables.length - 1; i >= 0; i--) {
    const t = tables[i]!;
    if (t.from <= date && (t.to === null || date <= t.to)) return t;
  }
  throw new PayrollInputError(
    'periodEnd',
    `no ${country} rule table in force on ${date} (earliest covered: ${tables[0]!.from})`,
  );
}
