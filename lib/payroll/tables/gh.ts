import type { GhTable } from './types';

// Amounts in pesewas (GHS 1 = 100 pesewas).
const GHS = 100;

const GH_COMMON = {
  kind: 'GH',
  regime: 'GH',
  country: 'GH',
  currency: 'GHS',
  // Income Tax (Amendment)(No.2) Act 2023 (Act 1111), monthly, from 1 Jan 2024. The GRA chart's
  // last row says "exceeding 50,000" but the band arithmetic gives 50,416.67 (RULES.md §3).
  bands: [
    { upTo: 490 * GHS, rateBp: 0 },
    { upTo: 600 * GHS, rateBp: 500 },
    { upTo: 730 * GHS, rateBp: 1000 },
    { upTo: 389_667, rateBp: 1750 },
    { upTo: 1_989_667, rateBp: 2500 },
    { upTo: 5_041_667, rateBp: 3000 },
    { upTo: null, rateBp: 3500 },
  ],
  nonResidentBp: 2500,
  ssnitEmployeeBp: 550,
  ssnitEmployerBp: 1300,
} as const;

const GH_SOURCES = [
  'Income Tax Act 2015 (Act 896) as amended by Act 1111 — https://mercans.com/resources/statutory-alerts/ghana-amends-income-tax-rates-for-resident-individuals',
  'GRA chart — https://seekersnewsgh.com/how-taxes-are-calculated-on-salaries-gra-chart/',
  'GRA PAYE: SSNIT 5.5% of basic deductible — https://gra.gov.gh/domestic-tax/tax-types/paye/',
  'National Pensions Act 2008 (Act 766): 5.5% employee, 13% employer of basic',
];

const GH_NOTES = [
  'SSNIT is charged on basic salary up to the year’s maximum insurable earnings; the minimum insurable earnings (minimum wage) floor is not applied.',
  'Non-residents: flat 25% of (gross − employee SSNIT).',
  'Personal reliefs, Tier-3 provident fund, bonus and overtime final taxes are not inputs of this engine.',
  'Bands are those in force since 1 Jan 2024; no 2025/2026 budget change was confirmed (RULES.md §3).',
];

export const GH_2024: GhTable = {
  ...GH_COMMON,
  id: 'GH-2024',
  regime: 'GH-2024',
  from: '2024-01-01',
  to: '2024-12-31',
  ssnitCap: 52_000 * GHS,
  sources: [
    ...GH_SOURCES,
    'SSNIT 2024 max insurable earnings GHS 52,000 (raised to 61,000 for 2025) — https://www.crs.co.za/2025/02/24/news-flash-24-february-2025-ghana-social-security-contributions-ceiling/',
  ],
  notes: GH_NOTES,
};

export const GH_2025: GhTable = {
  ...GH_COMMON,
  id: 'GH-2025',
  regime: 'GH-2025',
  from: '2025-01-01',
  to: '2025-12-31',
  ssnitCap: 61_000 * GHS,
  sources: [
    ...GH_SOURCES,
    'https://globaltaxnews.ey.com/news/2025-0571-ghanas-social-security-and-national-insurance-trust-notifies-all-employers-of-change-in-2025-maximum-insurable-earnings',
  ],
  notes: GH_NOTES,
};

export const GH_2026: GhTable = {
  ...GH_COMMON,
  id: 'GH-2026',
  regime: 'GH-2026',
  from: '2026-01-01',
  to: null,
  ssnitCap: 69_000 * GHS,
  sources: [
    ...GH_SOURCES,
    'https://theindependentghana.com/article/Business/ssnit-raises-maximum-insurable-earnings-to-ghs-69000-for-2026',
  ],
  notes: [
    ...GH_NOTES,
    'SSNIT cap for 2027 onwards unknown: this table stays in force until a new one is added.',
  ],
};

export const GH_TABLES = [GH_2024, GH_2025, GH_2026] as const;
