import type { UgTable } from './types';

// UGX has no minor unit (ISO 4217 exponent 0): amounts are whole shillings.

/** Income Tax Act Third Schedule rates (URA), in force since 1 July 2012. */
export const UG_2012: UgTable = {
  kind: 'UG',
  id: 'UG-2012',
  regime: 'UG-2012',
  country: 'UG',
  currency: 'UGX',
  from: '2012-07-01',
  to: null,
  bands: [
    { upTo: 235_000, rateBp: 0 },
    { upTo: 335_000, rateBp: 1000 },
    { upTo: 410_000, rateBp: 2000 },
    { upTo: null, rateBp: 3000 },
  ],
  nonResidentBands: [
    { upTo: 335_000, rateBp: 1000 },
    { upTo: 410_000, rateBp: 2000 },
    { upTo: null, rateBp: 3000 },
  ],
  surchargeAbove: 10_000_000,
  surchargeBp: 1000,
  nssfEmployeeBp: 500,
  nssfEmployerBp: 1000,
  lstBands: [
    { upTo: 100_000, annual: 0 },
    { upTo: 200_000, annual: 5_000 },
    { upTo: 300_000, annual: 10_000 },
    { upTo: 400_000, annual: 20_000 },
    { upTo: 500_000, annual: 30_000 },
    { upTo: 600_000, annual: 40_000 },
    { upTo: 700_000, annual: 60_000 },
    { upTo: 800_000, annual: 70_000 },
    { upTo: 900_000, annual: 80_000 },
    { upTo: 1_000_000, annual: 90_000 },
    { upTo: null, annual: 100_000 },
  ],
  lstMonths: [7, 8, 9, 10],
  lstInstalments: 4,
  sources: [
    'URA PAYE rates — https://ura.go.ug/en/domestic-taxes/paye-rates/',
    'NSSF 5% employee / 10% employer of gross, not deductible — https://mywage.org/uganda/salary/news-and-features/understanding-the-payslip-system-in-uganda',
    'LST (Local Governments (Amendment) Act 2008) — https://iras.go.ug/portal/local-service-tax-assessment-payment/',
    'LST rows 700k–1m (2°) — https://calculator.co.ke/paye-calculator-for-uganda',
    'LST before PAYE — https://support.payspace.com/portal/en/kb/articles/uganda-does-lst-reduce-tax',
  ],
  notes: [
    'UNVERIFIED from 1 July 2026: the Income Tax (Amendment) Act 2026 adjusts PAYE from that date; its rates are not in RULES.md, so this table keeps applying the known rates.',
    'LST: annual amount by monthly income, deducted in 4 equal instalments in July–October only; no catch-up for joiners after July.',
    'lstOrder "before-paye" (default): LST band on gross, instalment deducted before PAYE. "after-paye": PAYE on gross, LST band on take-home (gross − PAYE − employee NSSF).',
    'Secondary-employment flat rates and LST exemptions (army, police, diplomats…) are not inputs of this engine.',
  ],
};

export const UG_TABLES = [UG_2012] as const;
