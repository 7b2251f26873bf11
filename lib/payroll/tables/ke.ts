import type { KeTable } from './types';

// Amounts in cents (KES 1 = 100 cents).
const KES = 100;

const KE_COMMON = {
  kind: 'KE',
  country: 'KE',
  currency: 'KES',
  // Finance Act 2023 monthly bands, unchanged through Finance Act 2025
  bands: [
    { upTo: 24_000 * KES, rateBp: 1000 },
    { upTo: 32_333 * KES, rateBp: 2500 },
    { upTo: 500_000 * KES, rateBp: 3000 },
    { upTo: 800_000 * KES, rateBp: 3250 },
    { upTo: null, rateBp: 3500 },
  ],
  personalRelief: 2_400 * KES,
  insuranceReliefBp: 1500,
  insuranceReliefCap: 5_000 * KES,
  shifBp: 275,
  shifMin: 300 * KES,
  ahlBp: 150,
  ahlEmployerBp: 150,
  nssfBp: 600,
  nita: 50 * KES,
  ahlReliefBp: 1500,
} as const;

const KE_SOURCES = [
  'Income Tax Act Cap 470 bands — https://calculator.co.ke/paye-calculator-for-2025',
  'Band changes rejected June 2025 — https://tengele.com/news/beaf3c6f-eacb-4db5-b33a-8f7ae52d6446/mps-reject-paye-tax-band-changes',
  'Insurance relief 15%, max 5,000/month — calculator.statum.co.ke',
  'SHIF 2.75% min 300 (Social Health Insurance Act 2023, from 1 Oct 2024)',
  'NITA KES 50/employee/month (2°) — https://demostepup.vercel.app/calculator',
];

const DEDUCTIBLE_SOURCES = [
  'Tax Laws (Amendment) Act 2024: SHIF and AHL deductible from 27 Dec 2024 — https://regfollower.com/kenya-kra-updates-paye-rules-under-tax-laws-amendment-act-2024',
  'https://pna.co.ke/tax-alert-kenya-paye-changes-effective-dec-2024-nssf-changes-effective-feb-2025',
];

const COMMON_NOTES = [
  'Employee NSSF, SHIF and AHL are charged on the period’s gross cash pay.',
  'SHIF minimum of KES 300 and the NITA levy apply only when some pay is paid in the period.',
  'Non-residents: RULES.md gives no rule; `resident: false` does not change the computation (personal relief still given).',
  'Registered pension above NSSF, post-retirement medical and mortgage-interest deductions are not inputs of this engine.',
];

/** October–November 2024: SHIF replaced NHIF; taxable = gross − NSSF; 15% reliefs for SHIF and AHL. */
export const KE_2024_10: KeTable = {
  ...KE_COMMON,
  id: 'KE-2024-10',
  regime: 'KE-2024-10',
  from: '2024-10-01',
  to: '2024-11-30',
  nssfLowerLimit: 7_000 * KES,
  nssfUpperLimit: 36_000 * KES,
  leviesDeductible: false,
  sources: [
    ...KE_SOURCES,
    'NSSF year 2 limits 7,000 / 36,000 — https://support.payspace.com/portal/en/kb/articles/kenya-update-to-nssf-rates-effective-february-2025',
  ],
  notes: [
    ...COMMON_NOTES,
    'Insurance relief here is 15% of (insurance premium + SHIF), capped at 5,000 (SHIF took NHIF’s place in it); AHL relief 15% of the levy, uncapped.',
    'Periods before October 2024 (NHIF) are not covered.',
  ],
};

/** December 2024 – January 2025: SHIF and AHL deductible (effective 27 Dec 2024, applied to December pay). */
export const KE_2024_12: KeTable = {
  ...KE_COMMON,
  id: 'KE-2024-12',
  regime: 'KE-2024',
  from: '2024-12-01',
  to: '2025-01-31',
  nssfLowerLimit: 7_000 * KES,
  nssfUpperLimit: 36_000 * KES,
  leviesDeductible: true,
  sources: [...KE_SOURCES, ...DEDUCTIBLE_SOURCES],
  notes: COMMON_NOTES,
};

/** NSSF year 3: LEL 8,000, UEL 72,000 (February 2025 – January 2026). */
export const KE_2025_02: KeTable = {
  ...KE_COMMON,
  id: 'KE-2025-02',
  regime: 'KE-2025',
  from: '2025-02-01',
  to: '2026-01-31',
  nssfLowerLimit: 8_000 * KES,
  nssfUpperLimit: 72_000 * KES,
  leviesDeductible: true,
  sources: [
    ...KE_SOURCES,
    ...DEDUCTIBLE_SOURCES,
    'https://support.payspace.com/portal/en/kb/articles/kenya-update-to-nssf-rates-effective-february-2025',
  ],
  notes: COMMON_NOTES,
};

/** NSSF year 4: LEL 9,000, UEL 108,000 (from February 2026). */
export const KE_2026_02: KeTable = {
  ...KE_COMMON,
  id: 'KE-2026-02',
  regime: 'KE-2026',
  from: '2026-02-01',
  to: null,
  nssfLowerLimit: 9_000 * KES,
  nssfUpperLimit: 108_000 * KES,
  leviesDeductible: true,
  sources: [
    ...KE_SOURCES,
    ...DEDUCTIBLE_SOURCES,
    'https://keldinellp.com/nssf-february-2026',
    'https://thesharpdaily.com/?p=36373',
  ],
  notes: [
    ...COMMON_NOTES,
    'UNVERIFIED after June 2026: a Finance Act 2026 / Tax Laws (Amendment) Bill 2026 (PAYE exemption ≤ 30,000, 25% on 30,001–50,000) was announced but its enactment is not in RULES.md; this table keeps applying the known rates.',
  ],
};

export const KE_TABLES = [KE_2024_10, KE_2024_12, KE_2025_02, KE_2026_02] as const;
