import type { Band } from '../bands';
import type { Country } from '../types';

/**
 * Every rule table carries its effective dates and sources; a new year's rates are a new
 * table in the data files, not a code change. Amounts are minor units of `currency`
 * (UGX has no minor unit in ISO 4217, so UGX amounts are whole shillings). `to` is inclusive;
 * null = open-ended (still in force as far as RULES.md knows — see `notes`).
 */
export type TableMeta = {
  id: string;
  regime: string;
  country: Country;
  currency: string;
  from: string;
  to: string | null;
  sources: readonly string[];
  notes: readonly string[];
};

export type NgPensionRule = { employeeBp: number; employerBp: number };

export type NgNtaTable = TableMeta & {
  kind: 'NG-NTA';
  /** annual chargeable income, Fourth Schedule */
  bands: readonly Band[];
  rentReliefBp: number;
  rentReliefCap: number;
  /** gross employment income per month at or below which PAYE is 0 (s.163(1)(t)) */
  minimumWageMonthly: number;
  pension: NgPensionRule;
  nhfBp: number;
  nhfBase: 'basic' | 'gross';
  nsitfBp: number;
  itfBp: number;
};

export type NgPitaTable = TableMeta & {
  kind: 'NG-PITA';
  bands: readonly Band[];
  craFixed: number;
  craMinBp: number;
  craRateBp: number;
  minimumTaxBp: number;
  minimumWageMonthly: number;
  pension: NgPensionRule;
  nhfBp: number;
  nhfBase: 'basic' | 'gross';
  nsitfBp: number;
  itfBp: number;
};

export type KeTable = TableMeta & {
  kind: 'KE';
  /** monthly taxable pay */
  bands: readonly Band[];
  personalRelief: number;
  insuranceReliefBp: number;
  insuranceReliefCap: number;
  shifBp: number;
  shifMin: number;
  ahlBp: number;
  ahlEmployerBp: number;
  nssfBp: number;
  nssfLowerLimit: number;
  nssfUpperLimit: number;
  nita: number;
  /** from 27 Dec 2024 SHIF and AHL are deductions; before, they earned 15% reliefs */
  leviesDeductible: boolean;
  ahlReliefBp: number;
};

export type GhTable = TableMeta & {
  kind: 'GH';
  /** monthly chargeable income, resident */
  bands: readonly Band[];
  nonResidentBp: number;
  ssnitEmployeeBp: number;
  ssnitEmployerBp: number;
  /** maximum insurable earnings per month */
  ssnitCap: number;
};

export type LstBand = { upTo: number | null; annual: number };

export type UgTable = TableMeta & {
  kind: 'UG';
  /** monthly chargeable income, resident (the 10% surcharge is separate) */
  bands: readonly Band[];
  nonResidentBands: readonly Band[];
  surchargeAbove: number;
  surchargeBp: number;
  nssfEmployeeBp: number;
  nssfEmployerBp: number;
  /** annual LST by monthly income; `upTo` inclusive */
  lstBands: readonly LstBand[];
  /** calendar months (1–12) in which an LST instalment is deducted */
  lstMonths: readonly number[];
  lstInstalments: number;
};

export type RuleTable = NgNtaTable | NgPitaTable | KeTable | GhTable | UgTable;
