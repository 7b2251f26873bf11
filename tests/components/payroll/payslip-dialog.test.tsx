import { screen, within } from '@testing-library/react';
import type { IntlError } from 'next-intl';
import { PayslipDialog } from '@/components/payroll/payslip-dialog';
import { computePayslip } from '@/lib/payroll';
import { renderWithIntl } from '../../app/render-with-intl';
import { row } from './fixtures';

vi.mock('@/components/payroll/payslip-download-button', () => ({ PayslipDownloadButton: () => null }));

// A Nigerian payslip with declared rent, NHF on basic and pension off: the engine's own lines.
const slip = computePayslip({
  country: 'NG',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  currency: 'NGN',
  earnings: { basic: 30_000_000, housing: 15_000_000, transport: 5_000_000 },
  options: { pension: false, nhf: true, nhfBase: 'basic', annualRent: 180_000_000 },
});
const payslip = row({ lines: slip.lines });

describe('Payslip drawer', () => {
  it('writes amounts in its basis as money and names no engine option', () => {
    renderWithIntl(<PayslipDialog row={payslip} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    const rent = within(dialog)
      .getAllByTestId('payslip-line')
      .find((l) => l.textContent?.includes('Rent relief'));
    expect(rent).toHaveTextContent('declared annual rent ₦1,800,000');
    expect(dialog).not.toHaveTextContent('180000000');
    expect(dialog).not.toHaveTextContent(/options\./);
  });

  it('names the statutory lines in Chinese beside the engine’s name, with no message error', () => {
    const errors: IntlError[] = [];
    renderWithIntl(<PayslipDialog row={payslip} onClose={() => {}} />, {
      locale: 'zh-CN',
      onError: (e) => errors.push(e),
    });
    const lines = screen.getAllByTestId('payslip-line');
    expect(
      lines.find((l) => l.textContent?.startsWith('国家住房基金（NHF） · National Housing Fund')),
    ).toBeDefined();
    expect(lines.find((l) => l.textContent?.startsWith('基本工资 · Basic salary'))).toBeDefined();
    expect(
      lines.find((l) => l.textContent?.startsWith('租金减免（年度） · Rent relief (annual)')),
    ).toBeDefined();
    // every engine line is named in Chinese first
    const names = lines.map((l) => l.querySelector('p')!.textContent!);
    expect(names.filter((n) => !/^[^·]*[\u4e00-\u9fff][^·]* · /.test(n))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('says where an entered salary part comes from in words, never the engine’s word "input"', () => {
    renderWithIntl(<PayslipDialog row={payslip} onClose={() => {}} />, { locale: 'zh-CN' });
    const basic = screen.getAllByTestId('payslip-line').find((l) => l.textContent?.startsWith('基本工资'))!;
    expect(basic).toHaveTextContent('员工资料中录入的金额');
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/\binput\b/);
  });
});
