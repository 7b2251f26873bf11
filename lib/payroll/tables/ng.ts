import type { NgNtaTable, NgPitaTable } from './types';

// Amounts in kobo (₦1 = 100 kobo).
const NGN = 100;

const PENSION = { employeeBp: 800, employerBp: 1000 } as const;
const PENSION_SOURCE =
  'Pension Reform Act 2014 s.4: employee min 8%, employer min 10% of basic+housing+transport — https://nairametrics.com/2014/07/09/pension-reform-act-2014-what-it-means-for-employers-and-employees';
const NHF_SOURCE =
  'NHF Act as amended by Business Facilitation (Misc. Provisions) Act 2022 s.45: 2.5% of monthly income, voluntary for private-sector employees — https://www.proshare.co/articles/fg-amends-the-national-housing-fund-act-contribution-voluntary-for-private-sector-employees';
const NSITF_ITF_SOURCES = [
  'NSITF (Employees’ Compensation Act 2010): employer 1% of monthly payroll — https://www.vi-m.com/uncategorized/change-in-definition-of-payroll-for-nsitf-contribution-purposes/',
  'ITF Act as amended 2011: employer 1% of annual payroll — https://pwcnigeria.typepad.com/tax_matters_nigeria/2012/02/index.html',
];
const EMPLOYER_NOTES = [
  'NSITF base: gross pay (NSITF–NECA MoU 2017 "remuneration"); NECA 2011 guidance used basic+housing+transport (RULES.md §1.3).',
  'ITF is shown monthly as 1% of the period’s gross; it applies only to employers with ≥5 employees or turnover ≥ ₦50m and is paid annually by 1 April.',
];

/** Nigeria Tax Act 2025 (Act No. 7 of 2025), Fourth Schedule — in force from 1 January 2026. */
export const NG_NTA_2025: NgNtaTable = {
  kind: 'NG-NTA',
  id: 'NG-NTA2025',
  regime: 'NG-NTA2025',
  country: 'NG',
  currency: 'NGN',
  from: '2026-01-01',
  to: null,
  bands: [
    { upTo: 800_000 * NGN, rateBp: 0 },
    { upTo: 3_000_000 * NGN, rateBp: 1500 },
    { upTo: 12_000_000 * NGN, rateBp: 1800 },
    { upTo: 25_000_000 * NGN, rateBp: 2100 },
    { upTo: 50_000_000 * NGN, rateBp: 2300 },
    { upTo: null, rateBp: 2500 },
  ],
  rentReliefBp: 2000,
  rentReliefCap: 500_000 * NGN,
  minimumWageMonthly: 70_000 * NGN,
  pension: PENSION,
  nhfBp: 250,
  nhfBase: 'gross',
  nsitfBp: 100,
  itfBp: 100,
  sources: [
    'Nigeria Tax Act 2025 ss.28, 30, 58, 163 and Fourth Schedule — https://github.com/Gratebridge-Labs/taxable-backend/blob/df6f583dbdd37790172e8ed92250620245067328/docs/Nigeria-Tax-Act-2025.txt',
    'NTA 2025 s.30 — https://www.lawglobalhub.com/section-30-nigeria-tax-act-2025',
    'National Minimum Wage (Amendment) Act 2024, ₦70,000 — https://www.premiumtimesng.com/news/headlines/718451-tinubu-signs-new-minimum-wage-bill-into-law.html',
    PENSION_SOURCE,
    NHF_SOURCE,
    ...NSITF_ITF_SOURCES,
  ],
  notes: [
    'No CRA, no personal relief and no minimum tax under the NTA.',
    'Rent relief = min(20% of declared annual rent, ₦500,000), applied only when a declaration is given (ss.30–32).',
    'Minimum-wage exemption tested per employment on the period’s gross: ≤ ₦70,000 ⇒ PAYE 0 (cliff at ₦70,000.01).',
    'NTA gives no separate employment-income rule for non-residents; `resident: false` does not change the computation.',
    ...EMPLOYER_NOTES,
  ],
};

const PITA_BANDS = [
  { upTo: 300_000 * NGN, rateBp: 700 },
  { upTo: 600_000 * NGN, rateBp: 1100 },
  { upTo: 1_100_000 * NGN, rateBp: 1500 },
  { upTo: 1_600_000 * NGN, rateBp: 1900 },
  { upTo: 3_200_000 * NGN, rateBp: 2100 },
  { upTo: null, rateBp: 2400 },
] as const;

const PITA_SOURCES = [
  'PITA 2011 as amended (CRA s.33, bands Sixth Schedule, minimum tax s.37) — https://www.tarababir.gov.ng/paye-guidelines/',
  'Finance Act 2020: CRA "gross income" net of tax-exempt items — https://www.deloitte.com/ng/en/services/tax/perspectives/finance-act-2020-and-its-impact-on-employment-tax.html',
  'Minimum-wage exemption (FA 2020 proviso to s.37) — https://www.wyze-ng.com/major-amendments-to-the-pita-under-the-finance-act-2020/',
  PENSION_SOURCE,
  ...NSITF_ITF_SOURCES,
];

const PITA_COMMON = {
  kind: 'NG-PITA',
  regime: 'NG-PITA2011',
  country: 'NG',
  currency: 'NGN',
  bands: PITA_BANDS,
  craFixed: 200_000 * NGN,
  craMinBp: 100,
  craRateBp: 2000,
  minimumTaxBp: 100,
  pension: PENSION,
  nhfBp: 250,
  nsitfBp: 100,
  itfBp: 100,
} as const;

const PITA_NOTES = [
  'CRA = max(₦200,000, 1% of GI) + 20% of GI; GI is gross less pension, NHF, NHIS and life assurance (craBase "net", FA 2020) unless craBase "gross".',
  'Minimum tax: when banded tax < 1% of total gross income, PAYE = 1% of total gross income (s.37).',
  'PITA non-resident rules are not in RULES.md; `resident: false` does not change the computation.',
  ...EMPLOYER_NOTES,
];

/**
 * PITA 2011 as amended by Finance Act 2020 (in force 1 Jan 2021). Earlier periods are not
 * covered: the CRA base before FA 2020 differs and RULES.md does not describe it.
 */
export const NG_PITA_2021: NgPitaTable = {
  ...PITA_COMMON,
  id: 'NG-PITA2011-2021',
  from: '2021-01-01',
  to: '2023-01-31',
  minimumWageMonthly: 30_000 * NGN,
  nhfBase: 'basic',
  sources: [...PITA_SOURCES, 'NHF Act 1992 s.4: 2.5% of monthly basic salary'],
  notes: PITA_NOTES,
};

/** From February 2023 the amended NHF Act charges 2.5% of monthly income (not basic). */
export const NG_PITA_2023: NgPitaTable = {
  ...PITA_COMMON,
  id: 'NG-PITA2011-2023',
  from: '2023-02-01',
  to: '2024-07-31',
  minimumWageMonthly: 30_000 * NGN,
  nhfBase: 'gross',
  sources: [...PITA_SOURCES, NHF_SOURCE],
  notes: [
    ...PITA_NOTES,
    'Business Facilitation Act 2022 signed Feb 2023; exact commencement day not confirmed, table starts 1 Feb 2023.',
  ],
};

/** National Minimum Wage (Amendment) Act 2024 (29 Jul 2024): exemption threshold ₦70,000 from August 2024. */
export const NG_PITA_2024: NgPitaTable = {
  ...PITA_COMMON,
  id: 'NG-PITA2011-2024',
  from: '2024-08-01',
  to: '2025-12-31',
  minimumWageMonthly: 70_000 * NGN,
  nhfBase: 'gross',
  sources: [
    ...PITA_SOURCES,
    NHF_SOURCE,
    'National Minimum Wage (Amendment) Act 2024 — https://www.premiumtimesng.com/news/headlines/718451-tinubu-signs-new-minimum-wage-bill-into-law.html',
  ],
  notes: PITA_NOTES,
};

export const NG_TABLES = [NG_PITA_2021, NG_PITA_2023, NG_PITA_2024, NG_NTA_2025] as const;
