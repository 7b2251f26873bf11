import 'server-only';
import { renderPdf, type PdfLine as Line } from '@/server/documents/one-page-pdf';

export type InvoiceLabels = {
  title: string;
  from: string;
  taxId: string;
  billedTo: string;
  plan: string;
  cycle: string;
  period: string;
  employees: string;
  /** the amount before VAT */
  net: string;
  /** "VAT (7.5%)" */
  vat: string;
  amount: string;
  reference: string;
  paidOn: string;
  /** "Prices include VAT at 7.5%, the standard rate in Nigeria." */
  vatNote: string;
  footer: string;
};

export type InvoiceSeller = {
  legalName: string;
  address: readonly string[];
  taxId: string;
  registration: string;
};

export type InvoiceData = {
  seller: InvoiceSeller;
  organization: string;
  /** the country's name (Nigeria), never its code */
  country: string;
  plan: string;
  cycle: string;
  periodStart: string;
  periodEnd: string;
  employees: number;
  /** formatted amounts: before VAT, the VAT, and what was paid (their sum) */
  net: string;
  vat: string;
  amount: string;
  reference: string;
  paidOn: string;
};

/**
 * The invoice of one subscription payment: the seller (Paygrid's legal name, address, tax ID), the organisation
 * billed and its country, plan, period, employees billed, and the amount with the VAT it contains.
 */
export function renderInvoice(labels: InvoiceLabels, d: InvoiceData): Buffer {
  const rows: [string, string][] = [
    [labels.reference, d.reference],
    [labels.paidOn, d.paidOn],
    [labels.plan, d.plan],
    [labels.cycle, d.cycle],
    [labels.period, `${d.periodStart} - ${d.periodEnd}`],
    [labels.employees, String(d.employees)],
    [labels.net, d.net],
    [labels.vat, d.vat],
    [labels.amount, d.amount],
  ];
  const seller = [
    d.seller.legalName,
    ...d.seller.address,
    `${labels.taxId}: ${d.seller.taxId}`,
    d.seller.registration,
  ];
  const lines: Line[] = [
    { x: 50, y: 780, size: 22, bold: true, text: 'Paygrid' },
    { x: 330, y: 796, size: 9, text: labels.from },
    ...seller.map((text, i): Line => ({ x: 330, y: 782 - i * 13, size: 10, bold: i === 0, text })),
    { x: 50, y: 700, size: 16, bold: true, text: labels.title },
    { x: 50, y: 665, size: 10, text: labels.billedTo },
    { x: 50, y: 650, size: 12, bold: true, text: d.organization },
    { x: 50, y: 635, size: 10, text: d.country },
    ...rows.flatMap(([k, v], i): Line[] => [
      { x: 50, y: 590 - i * 22, size: 11, bold: k === labels.amount, text: k },
      { x: 250, y: 590 - i * 22, size: 11, bold: k === labels.amount, text: v },
    ]),
    { x: 50, y: 370, size: 9, text: labels.vatNote },
    { x: 50, y: 355, size: 9, text: labels.footer },
  ];
  return renderPdf(`${labels.title} ${d.reference}`, lines);
}
