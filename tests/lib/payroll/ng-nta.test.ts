import { describe, expect, it } from 'vitest';
import { computeNgNtaAnnual, NG_NTA_2025 } from '../../../lib/payroll';
import { deducted, minor, slip } from './helpers';

// Nigeria Tax Act 2025 (periods from 2026-01-01). Amounts in the tables below are naira; the
// engine works in kobo. Annual examples are checked on the annual function (their monthly
// twelfths are not whole kobo); monthly ones on the full payslip.

describe('NG NTA 2025 — published worked examples (annual)', () => {
  const cases = [
    // [source, income, other reliefs, expected chargeable, expected tax]
    {
      source:
        'https://eastwestreporters.com/explaining-the-new-tax-law-signed-by-tinubu-kicks-off-jan-2026-how-it-affects-you/',
      income: 1_300_000,
      chargeable: 1_300_000,
      tax: 75_000,
    },
    {
      source:
        'https://eastwestreporters.com/explaining-the-new-tax-law-signed-by-tinubu-kicks-off-jan-2026-how-it-affects-you/',
      income: 10_000_000,
      chargeable: 10_000_000,
      tax: 1_590_000,
    },
    {
      source:
        'https://eastwestreporters.com/explaining-the-new-tax-law-signed-by-tinubu-kicks-off-jan-2026-how-it-affects-you/',
      income: 14_000_000,
      chargeable: 14_000_000,
      tax: 2_370_000,
    },
    {
      source: 'https://nigerian-tax-id-checker.dankoresoft.com/nigerian-tax-act-2025',
      income: 5_000_000,
      chargeable: 5_000_000,
      tax: 690_000,
    },
    {
      source: 'https://nigerian-tax-id-checker.dankoresoft.com/nigerian-tax-act-2025',
      income: 3_000_000,
      chargeable: 3_000_000,
      tax: 330_000,
    },
    {
      // ₦4.2m salary + ₦300k side income, rent ₦600k → relief ₦120k, taxable ₦4.38m, tax ₦578,400 (₦48,200/month)
      source: 'https://www.penless.co/tax',
      income: 4_500_000,
      annualRent: 600_000,
      chargeable: 4_380_000,
      tax: 578_400,
    },
    {
      // income ₦5m, rent ₦1.2m → rent relief ₦240k, taxable ₦4.76m. The page gives no tax figure; the
      // tax 330,000 + 18% × 1,760,000 = 646,800 is the statute's, computed here.
      source: 'https://www.housingtvafrica.com/?p=27733',
      income: 5_000_000,
      annualRent: 1_200_000,
      chargeable: 4_760_000,
      tax: 646_800,
    },
    {
      // Federal Government calculator as reported by Premium Times: gross ₦4m, NHF 250k, NHIS 250k, pension
      // 1m, life 400k, rent 800k → "effective tax rate of 4.3%". Chargeable 4m − 1.9m − 160k = 1.94m,
      // tax 15% × 1.14m = 171,000 = 4.275% ≈ 4.3%.
      source:
        'https://naijagistrader.com/2025/08/23/nigerian-government-launches-personal-income-tax-calculator-to-drive-transparency',
      income: 4_000_000,
      nhf: 250_000,
      nhis: 250_000,
      pension: 1_000_000,
      lifeAssurance: 400_000,
      annualRent: 800_000,
      chargeable: 1_940_000,
      tax: 171_000,
      effectiveRate: 4.3,
    },
    {
      // same source: gross ₦1.23m, NHF 100k, NHIS 100k, pension 350k, life 150k, rent 400k → "excluded from paying tax"
      source:
        'https://naijagistrader.com/2025/08/23/nigerian-government-launches-personal-income-tax-calculator-to-drive-transparency',
      income: 1_230_000,
      nhf: 100_000,
      nhis: 100_000,
      pension: 350_000,
      lifeAssurance: 150_000,
      annualRent: 400_000,
      chargeable: 450_000,
      tax: 0,
    },
    {
      // "Income ≤ ₦800,000 is completely tax-free"
      source: 'https://www.flowiselabs.com/qa/what-are-the-new-paye-tax-rates-effective-2026',
      income: 800_000,
      chargeable: 800_000,
      tax: 0,
    },
  ];

  it.each(cases)('$income ($source)', (c) => {
    const r = computeNgNtaAnnual(NG_NTA_2025, {
      income: minor(c.income),
      pension: c.pension === undefined ? undefined : minor(c.pension),
      nhf: c.nhf === undefined ? undefined : minor(c.nhf),
      nhis: c.nhis === undefined ? undefined : minor(c.nhis),
      lifeAssurance: c.lifeAssurance === undefined ? undefined : minor(c.lifeAssurance),
      annualRent: c.annualRent === undefined ? undefined : minor(c.annualRent),
    });
    expect(r.chargeable).toBe(minor(c.chargeable));
    expect(r.tax).toBe(minor(c.tax));
    if (c.effectiveRate) expect(Math.round((r.tax / minor(c.income)) * 1000) / 10).toBe(c.effectiveRate);
  });

  it('rent relief is 20% of rent, capped at ₦500,000 (https://www.penglogistics.com/2026/01/how-to-calculate-personal-income-tax-nigeria.html)', () => {
    const relief = (rent: number) =>
      computeNgNtaAnnual(NG_NTA_2025, { income: 0, annualRent: minor(rent) }).rentRelief;
    expect(relief(600_000)).toBe(minor(120_000));
    expect(relief(3_000_000)).toBe(minor(500_000));
    expect(relief(2_500_000)).toBe(minor(500_000)); // exactly at the cap
  });
});

describe('NG NTA 2025 — monthly payslips', () => {
  it('₦3m a year (₦250,000/month), no pension: PAYE = 330,000 ÷ 12 = ₦27,500 (dankoresoft example above)', () => {
    const p = slip('NG', '2026-03', { basic: minor(250_000) }, { pension: false });
    expect(p.regime).toBe('NG-NTA2025');
    expect(p.paye).toBe(minor(27_500));
    expect(p.net).toBe(minor(222_500));
  });

  it('hand-computed full payslip: basic 300k + housing 150k + transport 50k + other 100k, NHF, NHIS, rent', () => {
    // pension 8% × 500,000 = 40,000; NHF 2.5% × 600,000 = 15,000; NHIS 5,000 (input)
    // annual: 12 × (600,000 − 40,000 − 15,000 − 5,000) = 6,480,000; rent relief min(20% × 2,400,000, 500,000) = 480,000
    // chargeable 6,000,000; tax 330,000 + 18% × 3,000,000 = 870,000; monthly 72,500
    const p = slip(
      'NG',
      '2026-01',
      { basic: minor(300_000), housing: minor(150_000), transport: minor(50_000), other: minor(100_000) },
      { nhf: true, nhfBase: 'income', nhis: minor(5_000), annualRent: minor(2_400_000) },
    );
    expect(p.deductions).toEqual({ pension: minor(40_000), nhf: minor(15_000), nhis: minor(5_000) });
    expect(p.taxableIncome).toBe(minor(500_000));
    expect(p.paye).toBe(minor(72_500));
    expect(p.net).toBe(minor(600_000 - 72_500 - 60_000));
    // default NHF base is basic: 2.5% × 300,000 = 7,500
    expect(
      slip('NG', '2026-01', { basic: minor(300_000), housing: minor(150_000) }, { nhf: true }).deductions.nhf,
    ).toBe(minor(7_500));
    // employer: pension 10% × 500,000; NSITF and ITF 1% × 600,000
    expect(p.employerContributions).toEqual({
      pension: minor(50_000),
      nsitf: minor(6_000),
      itf: minor(6_000),
    });
    expect(p.lines.find((l) => l.code === 'relief.rent')?.amount).toBe(minor(480_000));
  });

  it('without a rent declaration there is no rent relief', () => {
    const p = slip('NG', '2026-01', { basic: minor(500_000) }, { pension: false });
    // 6,000,000 → 870,000 / 12
    expect(p.paye).toBe(minor(72_500));
    expect(p.lines.some((l) => l.code === 'relief.rent')).toBe(false);
  });

  it('life assurance (annual premium) reduces chargeable income', () => {
    // 12 × 500,000 − 120,000 = 5,880,000 → 330,000 + 18% × 2,880,000 = 848,400 → 70,700/month
    const p = slip(
      'NG',
      '2026-01',
      { basic: minor(500_000) },
      { pension: false, lifeAssurance: minor(120_000) },
    );
    expect(p.paye).toBe(minor(70_700));
  });
});

describe('NG NTA 2025 — minimum-wage exemption and band boundaries', () => {
  it('gross exactly ₦70,000 is exempt; ₦70,000.01 is taxed (cliff)', () => {
    const at = slip('NG', '2026-02', { basic: minor(70_000) }, { pension: false });
    expect(at.paye).toBe(0);
    expect(at.taxableIncome).toBe(0);
    expect(at.lines.some((l) => l.code === 'exemption.minimum-wage')).toBe(true);
    // 7,000,001 kobo × 12 = 84,000,012 → (84,000,012 − 80,000,000) × 15% = 600,001.8 → 600,002 kobo a year → 50,000 kobo a month
    const over = slip('NG', '2026-02', { basic: minor(70_000) + 1 }, { pension: false });
    expect(over.paye).toBe(50_000);
  });

  it('a ₦75,000 earner with pension pays ₦350 (hand-computed: 12 × (75,000 − 6,000) = 828,000 → 15% × 28,000 = 4,200 / 12 = 350)', () => {
    const p = slip('NG', '2026-02', { basic: minor(75_000) });
    expect(p.paye).toBe(minor(350));
  });

  it.each([
    // [annual chargeable, cumulative tax at the top of each band — RULES.md §1.1 table]
    [800_000, 0],
    [3_000_000, 330_000],
    [12_000_000, 1_950_000],
    [25_000_000, 4_680_000],
    [50_000_000, 10_430_000],
    [60_000_000, 12_930_000],
  ])('band boundary ₦%i → ₦%i', (income, tax) => {
    expect(computeNgNtaAnnual(NG_NTA_2025, { income: minor(income) }).tax).toBe(minor(tax));
  });

  it('zero pay gives an all-zero payslip', () => {
    const p = slip('NG', '2026-01', { basic: 0 });
    expect([p.gross, p.paye, p.net, deducted(p), p.taxableIncome]).toEqual([0, 0, 0, 0, 0]);
  });
});
