import 'server-only';
import type { Locale } from '@/lib/i18n/config';
import { translator } from '@/server/i18n';

/**
 * The name of an engine line in a document's language. English keeps the engine's own label, which can carry
 * detail the code does not (e.g. "PAYE (non-resident)"). Other languages name the statutory and salary lines
 * from `payroll-documents.lines.<code>` followed by the engine's name ("养老金（员工） · Pension (employee)"):
 * statutory bodies and remittance schedules use the English names, so the payslip keeps them beside the
 * translation. Lines named by the employer (add-ons, sources) keep their name.
 */
export function lineLabelIn(locale: Locale) {
  if (locale === 'en-GB') return (_code: string, label: string) => label;
  const t = translator(locale);
  return (code: string, label: string) => {
    const key = `payroll-documents.lines.${code}`;
    const named = t(key);
    return named === key ? label : `${named} · ${label}`;
  };
}
