export type Country = 'NG' | 'KE' | 'GH' | 'UG';

export type Earnings = {
  basic: number;
  housing?: number;
  transport?: number;
  other?: number;
};

export type PayslipOptions = {
  /** NG, default true */
  pension?: boolean;
  /** NG, default false (voluntary for private employers) */
  nhf?: boolean;
  /**
   * NG, base of the 2.5% NHF: 'basic' (default; what employers and payroll providers apply) or 'income'
   * (monthly gross: the Business Facilitation Act 2022 reading of the amended NHF Act)
   */
  nhfBase?: 'basic' | 'income';
  /** NG employee health contribution for the period, minor units */
  nhis?: number;
  /** NG 2026+: declared annual rent, minor units (rent relief only when given) */
  annualRent?: number;
  /** NG before 2026: base of the 20% relief, default 'net' */
  craBase?: 'net' | 'gross';
  /** annual premium, minor units */
  lifeAssurance?: number;
  /** KE monthly premium for insurance relief, minor units */
  insurancePremium?: number;
  /** UG, default 'before-paye' */
  lstOrder?: 'before-paye' | 'after-paye';
  /** default true */
  resident?: boolean;
  /** amounts in USD, taxed in the local currency: local units per 1 USD */
  fxRate?: number;
};

export type PayslipInput = {
  country: Country;
  /** 'YYYY-MM-DD'; with periodEnd selects the rules in force */
  periodStart: string;
  /** 'YYYY-MM-DD', in the same calendar month as periodStart */
  periodEnd: string;
  /** ISO code of the amounts: the country's currency, or USD with options.fxRate */
  currency: string;
  /** minor units, for the period */
  earnings: Earnings;
  options?: PayslipOptions;
};

export type PayslipLine = {
  code: string;
  label: string;
  /** minor units of the payslip currency */
  amount: number;
  /** how the amount was obtained; amounts in the text are money of the local currency ("₦1,800,000"), never minor units */
  basis: string;
  /** rule table id, legal reference and source */
  rule: string;
};

export type Payslip = {
  regime: string;
  currency: string;
  gross: number;
  taxableIncome: number;
  paye: number;
  deductions: Record<string, number>;
  employerContributions: Record<string, number>;
  net: number;
  lines: PayslipLine[];
};
