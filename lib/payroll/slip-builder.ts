import type { Payslip, PayslipLine } from './types';

/** Local-currency pay of one period after validation (and FX conversion), minor units. */
export type LocalPay = {
  basic: number;
  housing: number;
  transport: number;
  other: number;
  gross: number;
  nhis: number;
  annualRent: number | undefined;
  lifeAssurance: number;
  insurancePremium: number;
  /** calendar month of the period, 1–12 */
  month: number;
};

/**
 * Collects the lines of one payslip. Every amount passed in is already rounded (see
 * rounding.ts), so the payslip's totals are plain integer sums of its lines.
 */
export class SlipBuilder {
  readonly lines: PayslipLine[] = [];
  readonly deductions: Record<string, number> = {};
  readonly employerContributions: Record<string, number> = {};
  private deducted = 0;

  constructor(
    readonly regime: string,
    readonly currency: string,
  ) {}

  line(code: string, label: string, amount: number, basis: string, rule: string): number {
    this.lines.push({ code, label, amount, basis, rule });
    return amount;
  }

  /** An employee-side deduction: reduces net pay. */
  deduct(key: string, label: string, amount: number, basis: string, rule: string): number {
    this.deductions[key] = amount;
    this.deducted += amount;
    return this.line(`deduction.${key}`, label, amount, basis, rule);
  }

  /** An employer-side cost: does not touch net pay. */
  employer(key: string, label: string, amount: number, basis: string, rule: string): number {
    this.employerContributions[key] = amount;
    return this.line(`employer.${key}`, label, amount, basis, rule);
  }

  earnings(pay: LocalPay, rule: string): void {
    this.line('earnings.basic', 'Basic salary', pay.basic, 'input', rule);
    if (pay.housing) this.line('earnings.housing', 'Housing allowance', pay.housing, 'input', rule);
    if (pay.transport) this.line('earnings.transport', 'Transport allowance', pay.transport, 'input', rule);
    if (pay.other) this.line('earnings.other', 'Other earnings', pay.other, 'input', rule);
    this.line('gross', 'Gross pay', pay.gross, 'basic + housing + transport + other', rule);
  }

  finish(gross: number, taxableIncome: number, paye: number, rule: string): Payslip {
    const net = gross - paye - this.deducted;
    this.line('net', 'Net pay', net, 'gross − PAYE − employee deductions', rule);
    return {
      regime: this.regime,
      currency: this.currency,
      gross,
      taxableIncome,
      paye,
      deductions: this.deductions,
      employerContributions: this.employerContributions,
      net,
      lines: this.lines,
    };
  }
}
