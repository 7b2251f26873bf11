import { describe, expect, it } from 'vitest';
import { RULE_TABLES, selectTable, type Country } from '../../../lib/payroll';

const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe.each(Object.keys(RULE_TABLES) as Country[])('%s rule tables', (country) => {
  const tables = RULE_TABLES[country];

  it('are contiguous, oldest first, and the last is open-ended', () => {
    for (let i = 1; i < tables.length; i++) expect(tables[i]!.from).toBe(nextDay(tables[i - 1]!.to!));
    expect(tables[tables.length - 1]!.to).toBeNull();
  });

  it('carry sources with addresses, notes, and rising band tops', () => {
    for (const t of tables) {
      expect(t.country).toBe(country);
      expect(t.sources.some((s) => s.includes('http'))).toBe(true);
      expect(t.notes.length).toBeGreaterThan(0);
      const tops = t.bands.map((b) => b.upTo);
      expect(tops[tops.length - 1]).toBeNull();
      for (let i = 1; i < tops.length - 1; i++) expect(tops[i]!).toBeGreaterThan(tops[i - 1]!);
    }
  });

  it('selectTable picks each table on its first and last day', () => {
    for (const t of tables) {
      expect(selectTable(country, t.from)).toBe(t);
      if (t.to) expect(selectTable(country, t.to)).toBe(t);
    }
  });
});
