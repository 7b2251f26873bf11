import { describe, expect, it } from 'vitest';
import { computeNgPitaAnnual, NG_PITA_2021, NG_PITA_2024 } from '../../../lib/payroll';
import { minor, slip } from './helpers';

// PITA 2011 as amended (periods up to 2025-12-31). Amounts in naira; the engine works in kobo.

describe('NG PITA — published worked examples', () => {
  it('PwC: GI ₦4m, pension 8% of GI, CRA on GI less pension → tax ₦464,240 (https://taxsummaries.pwc.com/nigeria/individual/sample-personal-income-tax-calculation)', () => {
    const r = computeNgPitaAnnual(NG_PITA_2024, {
      income: minor(4_000_000),
      pension: minor(320_000),
      craBase: 'net',
    });
    expect(r.cra).toBe(minor(936_000)); // 200,000 + 20% × 3,680,000
    expect(r.chargeable).toBe(minor(2_744_000));
    expect(r.tax).toBe(minor(464_240));
  });

  it('Nexia: gross ₦5m, pension 8% of gross, CRA on full gross → ₦608,000 (https://nexianigeria.com/calculating-personal-income-tax-pit/)', () => {
    const r = computeNgPitaAnnual(NG_PITA_2024, {
      income: minor(5_000_000),
      pension: minor(400_000),
      craBase: 'gross',
    });
    expect(r.chargeable).toBe(minor(3_400_000));
    expect(r.tax).toBe(minor(608_000));
  });

  it('Nexia’s case under the statute’s default (FA 2020 net CRA base) is ₦627,200, as RULES.md §1.4(1) states', () => {
    // Published figure ₦608,000 uses the pre-2021 gross base; we test the statute (FA 2020 s.33(2)):
    // GI = 5,000,000 − 400,000 = 4,600,000; CRA = 200,000 + 20% × 4,600,000 = 1,120,000;
    // chargeable 5,000,000 − 400,000 − 1,120,000 = 3,480,000; tax 560,000 (bands to 3.2m) + 24% × 280,000 = 627,200.
    const r = computeNgPitaAnnual(NG_PITA_2024, { income: minor(5_000_000), pension: minor(400_000) });
    expect(r.chargeable).toBe(minor(3_480_000));
    expect(r.tax).toBe(minor(627_200));
  });

  it('calclabo: ₦300,000/month, pension 8%, CRA on gross → ₦390,320 a year, ₦32,526.67 a month (https://www.calclabo.com/en-NG/blog/how-to-calculate-paye-tax-nigeria)', () => {
    const p = slip('NG', '2025-06', { basic: minor(300_000) }, { craBase: 'gross' });
    expect(p.regime).toBe('NG-PITA2011');
    expect(p.lines.find((l) => l.code === 'tax.annual')?.amount).toBe(minor(390_320));
    expect(p.paye).toBe(3_252_667); // 39,032,000 kobo ÷ 12 = 3,252,666.67 → 3,252,667
  });

  it('FCT-IRS guide: ₦100,000/month (₦1.2m), CRA ₦440,000 on gross, no pension → ₦78,000 a year, ₦6,500 a month (https://scribd.com/document/749886885/Guideline-to-Personal-Income-Tax-Computation)', () => {
    const p = slip(
      'NG',
      '2022-03',
      { basic: minor(50_000), housing: minor(20_000), transport: minor(10_000), other: minor(20_000) },
      { pension: false, craBase: 'gross' },
    );
    expect(p.lines.find((l) => l.code === 'relief.cra')?.amount).toBe(minor(440_000));
    expect(p.lines.find((l) => l.code === 'annual.chargeable')?.amount).toBe(minor(760_000));
    expect(p.paye).toBe(minor(6_500));
  });

  it('Scribd PITA 2011 schedule: gross ₦5,050,000, NHF 50k, NHIS 25k, pension 360k, gratuity 150k, CRA 1,210,000 → ₦573,200 (https://scribd.com/doc/231131175/PITA-2011)', () => {
    // Gratuities are tax-exempt items like life assurance; with the gross CRA base they are treated
    // identically, so the gratuity is passed in the lifeAssurance slot.
    const r = computeNgPitaAnnual(NG_PITA_2021, {
      income: minor(5_050_000),
      nhf: minor(50_000),
      nhis: minor(25_000),
      pension: minor(360_000),
      lifeAssurance: minor(150_000),
      craBase: 'gross',
    });
    expect(r.cra).toBe(minor(1_210_000));
    expect(r.chargeable).toBe(minor(3_255_000));
    expect(r.tax).toBe(minor(573_200));
  });
});

describe('NG PITA — minimum tax, minimum wage, boundaries (hand-computed from the statute)', () => {
  it('minimum tax: ₦40,000/month in Jan 2024 with NHF and NHIS', () => {
    // pension 3,200, NHF 2.5% × 40,000 = 1,000, NHIS 2,000 → exempt items 12 × 6,200 = 74,400
    // GI (net) 480,000 − 74,400 = 405,600; CRA 200,000 + 81,120 = 281,120; chargeable 480,000 − 74,400 − 281,120 = 124,480
    // banded 7% = 8,713.60; minimum tax 1% × 480,000 = 4,800 → banded applies: 8,713.60 / 12 = 726.13
    const p = slip('NG', '2024-01', { basic: minor(40_000) }, { nhf: true, nhis: minor(2_000) });
    expect(p.paye).toBe(72_613);
    // NHIS 20,000/month on ₦40,000 leaves no chargeable income → 1% minimum tax = 4,800 / 12 = 400
    const min = slip('NG', '2024-01', { basic: minor(40_000) }, { nhis: minor(20_000) });
    expect(min.lines.find((l) => l.code === 'tax.minimum')?.amount).toBe(minor(4_800));
    expect(min.paye).toBe(minor(400));
  });

  it('minimum-wage exemption is ₦30,000 until July 2024 and ₦70,000 from August 2024', () => {
    expect(slip('NG', '2024-07', { basic: minor(30_000) }).paye).toBe(0);
    expect(slip('NG', '2024-07', { basic: minor(30_001) }).paye).toBeGreaterThan(0);
    expect(slip('NG', '2024-07', { basic: minor(50_000) }).paye).toBeGreaterThan(0);
    expect(slip('NG', '2024-08', { basic: minor(50_000) }).paye).toBe(0);
    expect(slip('NG', '2025-12', { basic: minor(70_000) }).paye).toBe(0);
    expect(slip('NG', '2025-12', { basic: minor(70_000) + 1 }).paye).toBeGreaterThan(0);
  });

  it('the regime switches from PITA to the NTA on 2026-01-01', () => {
    expect(slip('NG', '2025-12', { basic: minor(100_000) }).regime).toBe('NG-PITA2011');
    expect(slip('NG', '2026-01', { basic: minor(100_000) }).regime).toBe('NG-NTA2025');
  });

  it('NHF is 2.5% of basic by default in every regime, and of monthly income with nhfBase "income"', () => {
    const e = { basic: minor(100_000), housing: minor(100_000) };
    expect(slip('NG', '2023-01', e, { nhf: true }).deductions.nhf).toBe(minor(2_500));
    expect(slip('NG', '2023-02', e, { nhf: true }).deductions.nhf).toBe(minor(2_500));
    expect(slip('NG', '2023-02', e, { nhf: true, nhfBase: 'basic' }).deductions.nhf).toBe(minor(2_500));
    expect(slip('NG', '2023-02', e, { nhf: true, nhfBase: 'income' }).deductions.nhf).toBe(minor(5_000));
    const line = slip('NG', '2023-02', e, { nhf: true, nhfBase: 'income' }).lines.find(
      (l) => l.code === 'deduction.nhf',
    );
    expect(line?.basis).toContain('monthly income');
  });

  it('NHF on income lowers PAYE by the larger deduction, and rejects an unknown base', () => {
    const e = { basic: minor(200_000), housing: minor(100_000), transport: minor(50_000) };
    const basic = slip('NG', '2025-06', e, { nhf: true });
    const income = slip('NG', '2025-06', e, { nhf: true, nhfBase: 'income' });
    expect(basic.deductions.nhf).toBe(minor(5_000));
    expect(income.deductions.nhf).toBe(minor(8_750));
    expect(income.paye).toBeLessThan(basic.paye);
    expect(() => slip('NG', '2025-06', e, { nhf: true, nhfBase: 'wages' as never })).toThrow(RangeError);
  });

  it.each([
    [300_000, 21_000],
    [600_000, 54_000],
    [1_100_000, 129_000],
    [1_600_000, 224_000],
    [3_200_000, 560_000],
  ])('band boundary: chargeable ₦%i → ₦%i', (chargeable, tax) => {
    // income chosen so that chargeable income is exactly the boundary with a ₦200,000 + 20% CRA on gross:
    // chargeable = 0.8 × income − 200,000  ⇒  income = (chargeable + 200,000) / 0.8
    const income = (chargeable + 200_000) / 0.8;
    const r = computeNgPitaAnnual(NG_PITA_2024, { income: minor(income), craBase: 'gross' });
    expect(r.chargeable).toBe(minor(chargeable));
    expect(r.tax).toBe(minor(tax));
  });

  it('periods before 2021 are refused (no table)', () => {
    expect(() => slip('NG', '2020-12', { basic: minor(100_000) })).toThrow(RangeError);
  });
});
