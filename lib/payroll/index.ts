// Paygrid statutory payroll engine: pure functions and data, no I/O.
export { computePayslip } from './compute';
export { monthlyGross } from './gross';
export { prorate, type ProrateInput } from './prorate';
export { roundMinor } from './rounding';
export { PayrollInputError } from './errors';
export { RULE_TABLES, selectTable } from './tables';
export { NG_NTA_2025, NG_PITA_2021, NG_PITA_2023, NG_PITA_2024, NG_TABLES } from './tables/ng';
export { KE_2024_10, KE_2024_12, KE_2025_02, KE_2026_02, KE_TABLES } from './tables/ke';
export { GH_2024, GH_2025, GH_2026, GH_TABLES } from './tables/gh';
export { UG_2012, UG_TABLES } from './tables/ug';
export { computeNgNtaAnnual, type NgNtaAnnual } from './engines/ng-nta';
export { computeNgPitaAnnual, type NgPitaAnnual } from './engines/ng-pita';
export { bandTax, type Band } from './bands';
export type {
  RuleTable,
  NgNtaTable,
  NgPitaTable,
  KeTable,
  GhTable,
  UgTable,
  LstBand,
  TableMeta,
} from './tables/types';
export type { Country, Earnings, Payslip, PayslipInput, PayslipLine, PayslipOptions } from './types';
