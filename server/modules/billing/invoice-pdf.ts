import 'server-only';
import { renderPdf, type PdfLine as Line } from '@/server/documents/one-page-pdf';

export type InvoiceLabels = {
  title: string;
  billedTo: string;
  plan: string;
  cycle: string;
  period: string;
  employees: string;
  amount: string;
  reference: string;
  paidOn: string;
  footer: string;
};

export type InvoiceData = {
  organization: string;
  country: string;
  plan: string;
  cycle: string;
  periodStart: string;
  periodEnd: string;
  employees: number;
  amount: string;
  reference: string;
  paidOn: string;
};

/** The invoice of one subscription payment: organisation, plan, period, employees billed, amount, reference. */
export function renderInvoice(labels: InvoiceLabels, d: InvoiceData): Buffer {
  const rows: [string, string][] = [
    [labels.reference, d.reference],
    [labels.paidOn, d.paidOn],
    [labels.plan, d.plan],
    [labels.cycle, d.cycle],
    [labels.period, `${d.periodStart} - ${d.periodEnd}`],
    [labels.employees, String(d.employees)],
    [labels.amount, d.amount],
  ];
  const lines: Line[] = [
    { x: 50, y: 780, size: 22, bold: true, text: 'Paygrid' },
    { x: 50, y: 750, size: 16, bold: true, text: labels.title },
    { x: 50, y: 715, size: 10, text: labels.billedTo },
    { x: 50, y: 700, size: 12, bold: true, text: d.organization },
    { x: 50, y: 685, size: 10, text: d.country },
    ...rows.flatMap(([k, v], i): Line[] => [
      { x: 50, y: 640 - i * 22, size: 11, text: k },
      { x: 250, y: 640 - i * 22, size: 11, bold: k === labels.amount, text: v },
    ]),
    { x: 50, y: 420, size: 9, text: labels.footer },
  ];
  return renderPdf(`${labels.title} ${d.reference}`, lines);
}
