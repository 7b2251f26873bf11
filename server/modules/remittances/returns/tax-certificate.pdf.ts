import 'server-only';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { fromMinorUnits } from '@/lib/money';
import type { Translate } from '@/server/i18n';
import { payslipFont } from '@/server/modules/payroll/payroll-statutory.queries';
import { lineSum, type EmployeeFigures } from './returns.data';

/**
 * The year-end tax certificate, drawn with pdf-lib and the payslip's font (Noto Sans SC: Latin and Chinese,
 * embedded as a subset). Kenyan employees get KRA's P9A layout (Tax Deduction Card: monthly basic, benefits,
 * gross, contributions, chargeable pay, tax charged, relief, PAYE; KRA form P9A as issued with the iTax
 * P10 workbook); everyone else a tax deduction card of the same months (gross, contributions, taxable pay,
 * PAYE). Each month's figures are sums of that month's approved runs.
 */
export type CertificateDoc = {
  locale: 'en-GB' | 'zh-CN';
  country: string;
  year: number;
  currency: string;
  employer: { name: string; taxNumber: string };
  employee: EmployeeFigures;
};

/** The employee's statutory contributions each country deducts before tax (the card's contributions column). */
const CONTRIBUTIONS: Record<string, string[]> = {
  NG: ['deduction.pension', 'deduction.nhf', 'deduction.nhis'],
  KE: ['deduction.nssf', 'deduction.shif', 'deduction.ahl'],
  GH: ['deduction.ssnit'],
  UG: ['deduction.nssf'],
};

type Col = { key: string; value: (m: Map<string, number>) => number };

function columnsOf(country: string): Col[] {
  const contributions: Col = {
    key: 'contributions',
    value: (m) => lineSum(m, ...(CONTRIBUTIONS[country] ?? [])),
  };
  const gross: Col = { key: 'gross', value: (m) => lineSum(m, 'gross') };
  const taxable: Col = { key: 'taxable', value: (m) => lineSum(m, 'taxable') };
  const paye: Col = { key: 'paye', value: (m) => lineSum(m, 'paye') };
  if (country !== 'KE') return [gross, contributions, taxable, paye];
  return [
    { key: 'basic', value: (m) => lineSum(m, 'earnings.basic') },
    { key: 'benefits', value: () => 0 },
    gross,
    contributions,
    { ...taxable, key: 'chargeable' },
    { key: 'taxCharged', value: (m) => lineSum(m, 'tax.gross') },
    { key: 'relief', value: (m) => lineSum(m, 'relief.') },
    paye,
  ];
}

const PAGE = { width: 841.89, height: 595.28 }; // A4 landscape: up to nine columns
const MARGIN = 40;
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.38, 0.42, 0.48);
const LINE = rgb(0.85, 0.87, 0.9);

type Pen = { page: PDFPage; font: PDFFont; y: number };

function draw(p: Pen, s: string, x: number, size: number, o: { right?: boolean; muted?: boolean } = {}) {
  const at = o.right ? x - p.font.widthOfTextAtSize(s, size) : x;
  p.page.drawText(s, { x: at, y: p.y, size, font: p.font, color: o.muted ? MUTED : INK });
}

function rule(p: Pen) {
  p.page.drawLine({
    start: { x: MARGIN, y: p.y - 4 },
    end: { x: PAGE.width - MARGIN, y: p.y - 4 },
    thickness: 0.5,
    color: LINE,
  });
}

/** The certificate as PDF bytes; `t` speaks the document's language. */
export async function renderCertificate(doc: CertificateDoc, t: Translate): Promise<Uint8Array> {
  const { bytes, fontkit } = await payslipFont();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(bytes, { subset: true });
  const kenya = doc.country === 'KE';
  const title = t(kenya ? 'remittances.certificate.p9aTitle' : 'remittances.certificate.cardTitle', {
    year: doc.year,
  });
  pdf.setTitle(title);
  pdf.setProducer('Paygrid');
  const p: Pen = { page: pdf.addPage([PAGE.width, PAGE.height]), font, y: PAGE.height - MARGIN - 10 };

  draw(p, title, MARGIN, 16);
  p.y -= 24;
  const e = doc.employee;
  const facts: [string, string][] = [
    [t('remittances.certificate.employer'), doc.employer.name],
    [t('remittances.certificate.employerPin'), doc.employer.taxNumber || '—'],
    [t('remittances.certificate.employee'), `${e.name} (${e.staffId})`],
    [t('remittances.certificate.employeePin'), e.ids.taxId?.trim() || '—'],
    [t('remittances.certificate.currency'), doc.currency],
  ];
  for (const [label, value] of facts) {
    draw(p, label, MARGIN, 9, { muted: true });
    draw(p, value, MARGIN + 150, 9);
    p.y -= 14;
  }
  p.y -= 10;

  const cols = columnsOf(doc.country);
  const first = MARGIN + 90;
  const width = (PAGE.width - MARGIN - first) / cols.length;
  const right = (i: number) => first + width * (i + 1) - 4;
  draw(p, t('remittances.certificate.month'), MARGIN, 8, { muted: true });
  cols.forEach((c, i) =>
    draw(p, t(`remittances.certificate.columns.${c.key}`), right(i), 8, { right: true, muted: true }),
  );
  rule(p);
  p.y -= 16;

  const monthName = new Intl.DateTimeFormat(doc.locale, { month: 'long', timeZone: 'UTC' });
  const totals = cols.map(() => 0);
  const amount = (minor: number) => fromMinorUnits(minor, doc.currency);
  for (let month = 1; month <= 12; month++) {
    const period = `${doc.year}-${String(month).padStart(2, '0')}`;
    const figures = e.months.get(period) ?? new Map<string, number>();
    draw(p, monthName.format(new Date(`${period}-01T00:00:00Z`)), MARGIN, 9);
    cols.forEach((c, i) => {
      const v = c.value(figures);
      totals[i]! += v;
      draw(p, amount(v), right(i), 9, { right: true });
    });
    p.y -= 16;
  }
  rule(p);
  p.y -= 16;
  draw(p, t('remittances.certificate.total'), MARGIN, 9);
  cols.forEach((_, i) => draw(p, amount(totals[i]!), right(i), 9, { right: true }));
  p.y -= 30;
  draw(p, t('remittances.certificate.note'), MARGIN, 8, { muted: true });
  return pdf.save();
}
