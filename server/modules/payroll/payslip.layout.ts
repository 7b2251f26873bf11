import 'server-only';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatMoney } from '@/lib/money';
import { translator } from '@/server/i18n';
import { payslipFont } from './payslip.font';
import type { PayslipDoc, PayslipLineItem, PayslipTotals } from './payslip.data';

/**
 * Draws a payslip (PayslipDoc) on A4 pages with pdf-lib. One font for both languages: Noto Sans SC (it covers
 * Latin and Chinese), embedded as a SUBSET so a page carries only the glyphs it uses (~20–40 kB, not 10 MB).
 * The font is read once per process (payslip.font.ts).
 */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.38, 0.42, 0.48);
const LINE = rgb(0.85, 0.87, 0.9);
const BRAND = rgb(0.09, 0.36, 0.85);

type Pen = { pdf: PDFDocument; page: PDFPage; font: PDFFont; y: number };

// The CJK font draws curly quotes full-width ("employees’ compensation" gets a gap): straight ones read better.
const plain = (s: string) => s.replace(/[‘’]/g, "'").replace(/[“”]/g, '"');

function text(p: Pen, raw: string, x: number, size: number, color = INK, align: 'left' | 'right' = 'left') {
  const s = plain(raw);
  const at = align === 'right' ? x - p.font.widthOfTextAtSize(s, size) : x;
  p.page.drawText(s, { x: at, y: p.y, size, font: p.font, color });
}

/** Room for `height` more points, or a new page. */
function room(p: Pen, height: number) {
  if (p.y - height >= MARGIN) return;
  p.page = p.pdf.addPage([A4.width, A4.height]);
  p.y = A4.height - MARGIN;
}

function rule(p: Pen, color = LINE) {
  p.page.drawLine({
    start: { x: MARGIN, y: p.y },
    end: { x: A4.width - MARGIN, y: p.y },
    thickness: 0.6,
    color,
  });
}

function row(p: Pen, label: string, amount: string, o: { size?: number; strong?: boolean } = {}) {
  const size = o.size ?? 10;
  room(p, size + 5);
  text(p, label, MARGIN + 8, size, o.strong ? INK : MUTED);
  text(p, amount, A4.width - MARGIN - 8, size, INK, 'right');
  p.y -= size + 5;
}

function heading(p: Pen, s: string) {
  room(p, 44);
  p.y -= 10;
  text(p, s, MARGIN, 11, BRAND);
  p.y -= 5;
  rule(p, BRAND);
  p.y -= 14;
}

function section(
  p: Pen,
  title: string,
  lines: PayslipLineItem[],
  totalLabel: string,
  total: number,
  money: (n: number) => string,
) {
  heading(p, title);
  for (const l of lines) row(p, l.label, money(l.amount));
  p.y += 4;
  rule(p);
  p.y -= 13;
  row(p, totalLabel, money(total), { size: 11, strong: true });
}

/** "2026-11" → "November 2026" / "2026年11月"; "2026-11-27" → "27 November 2026" / "2026年11月27日". */
const monthOf = (period: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-01T00:00:00Z`),
  );
const dayOf = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The payslip as PDF bytes, in the document's language. */
export async function renderPayslip(doc: PayslipDoc): Promise<Uint8Array> {
  const t = translator(doc.locale);
  const k = (key: string, params?: Record<string, string | number>) =>
    t(`payroll-documents.payslip.${key}`, params);
  const money = (n: number) => formatMoney(n, doc.currency, doc.locale);

  const pdf = await PDFDocument.create();
  const shared = await payslipFont();
  pdf.registerFontkit(shared.fontkit);
  const font = await pdf.embedFont(shared.bytes, { subset: true });
  pdf.setTitle(`${k('title')} · ${doc.employee.name} · ${doc.run.period}`);
  pdf.setAuthor(doc.organization.name);
  pdf.setCreator('Paygrid');
  pdf.setProducer('Paygrid');
  pdf.setLanguage(doc.locale);
  const p: Pen = { pdf, page: pdf.addPage([A4.width, A4.height]), font, y: A4.height - MARGIN - 12 };

  // header: organisation left, title and period right
  text(p, doc.organization.name, MARGIN, 16);
  text(p, k('title'), A4.width - MARGIN, 18, BRAND, 'right');
  p.y -= 18;
  if (doc.organization.address) text(p, doc.organization.address.slice(0, 90), MARGIN, 9, MUTED);
  text(p, monthOf(doc.run.period, doc.locale), A4.width - MARGIN, 10, MUTED, 'right');
  p.y -= 22;
  rule(p, INK);
  p.y -= 20;

  // who and when, two columns
  const facts: [string, string][] = [
    [k('employee'), doc.employee.name],
    [k('staffId'), doc.employee.staffId],
    [k('department'), doc.employee.department ?? '—'],
    [k('run'), doc.run.name],
    [k('period'), monthOf(doc.run.period, doc.locale)],
    [k('payDate'), dayOf(doc.run.payDate, doc.locale)],
  ];
  const col = (A4.width - 2 * MARGIN) / 2;
  for (let i = 0; i < facts.length; i += 2) {
    for (const [j, f] of [facts[i], facts[i + 1]].entries()) {
      if (!f) continue;
      const x = MARGIN + j * col;
      p.page.drawText(f[0], { x, y: p.y, size: 8, font, color: MUTED });
      p.page.drawText(plain(f[1]).slice(0, 60), { x, y: p.y - 12, size: 10, font, color: INK });
    }
    p.y -= 28;
  }

  section(p, k('earnings'), doc.earnings, k('gross'), doc.totals.gross, money);
  section(
    p,
    k('deductions'),
    doc.deductions,
    k('totalDeductions'),
    doc.totals.paye + doc.totals.deductions,
    money,
  );

  // net pay, boxed
  room(p, 44);
  p.y -= 10;
  p.page.drawRectangle({
    x: MARGIN,
    y: p.y - 10,
    width: A4.width - 2 * MARGIN,
    height: 30,
    color: rgb(0.93, 0.96, 1),
  });
  text(p, k('net'), MARGIN + 8, 13, INK);
  text(p, money(doc.totals.net), A4.width - MARGIN - 8, 13, INK, 'right');
  p.y -= 34;

  section(p, k('employer'), doc.employer, k('employerTotal'), doc.totals.employerContributions, money);
  room(p, 14);
  text(p, k('employerNote'), MARGIN + 8, 8, MUTED);
  p.y -= 10;

  heading(p, k('ytd', { year: doc.run.period.slice(0, 4) }));
  const ytd: [keyof PayslipTotals, string][] = [
    ['gross', k('gross')],
    ['paye', k('paye')],
    ['deductions', k('otherDeductions')],
    ['net', k('net')],
    ['employerContributions', k('employerTotal')],
  ];
  for (const [key, label] of ytd) row(p, label, money(doc.ytd[key]));

  heading(p, k('bank'));
  row(p, k('bankName'), doc.bank.name ?? '—');
  row(p, k('accountNumber'), doc.bank.accountLast4 ? `****${doc.bank.accountLast4}` : '—');

  // footer on every page
  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const footer = k('footer', { page: i + 1, pages: pages.length });
    page.drawText(footer, { x: MARGIN, y: 28, size: 7, font, color: MUTED });
  });
  return pdf.save({ useObjectStreams: true });
}
