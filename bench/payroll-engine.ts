// Payroll engine throughput: 100,000 payslips, a realistic mix of countries and pay levels.
// Run: npx tsx bench/payroll-engine.ts   (goal ≥ 300,000 payslips per second)
import { computePayslip, type PayslipInput } from '../lib/payroll';

const N = 100_000;

// Deterministic pseudo-random numbers so every run computes the same inputs
let seed = 42;
const rand = (): number => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

// [country, currency, weight, month, monthly gross range in minor units]
const MIX = [
  ['NG', 'NGN', 0.45, '2026-03', 5_000_000, 500_000_000],
  ['NG', 'NGN', 0.1, '2025-11', 5_000_000, 500_000_000],
  ['KE', 'KES', 0.2, '2026-03', 1_500_000, 100_000_000],
  ['GH', 'GHS', 0.15, '2026-03', 50_000, 5_000_000],
  ['UG', 'UGX', 0.1, '2025-08', 200_000, 20_000_000],
] as const;

function makeInput(): PayslipInput {
  let r = rand();
  let row = MIX[0] as (typeof MIX)[number];
  for (const m of MIX) {
    if (r < m[2]) {
      row = m;
      break;
    }
    r -= m[2];
  }
  const [country, currency, , ym, lo, hi] = row;
  // log-uniform pay: many modest salaries, a long tail of high ones
  const gross = Math.round(lo * Math.pow(hi / lo, rand()));
  const basic = Math.round(gross * 0.5);
  const housing = Math.round(gross * 0.25);
  const transport = Math.round(gross * 0.1);
  const input: PayslipInput = {
    country,
    periodStart: `${ym}-01`,
    periodEnd: `${ym}-${ym.endsWith('-11') ? '30' : '31'}`,
    currency,
    earnings: { basic, housing, transport, other: gross - basic - housing - transport },
  };
  if (country === 'NG')
    input.options = { nhf: rand() < 0.3, annualRent: rand() < 0.5 ? gross * 3 : undefined };
  if (country === 'KE' && rand() < 0.2) input.options = { insurancePremium: 500_000 };
  if (rand() < 0.05) {
    // a few expatriates paid in USD
    const fx = { NG: 1500, KE: 129, GH: 12, UG: 3700 }[country];
    const toUsd = (v: number) => Math.round((v / fx) * (country === 'UG' ? 100 : 1));
    input.currency = 'USD';
    input.earnings = { basic: toUsd(basic), housing: toUsd(housing), transport: toUsd(transport) };
    input.options = { fxRate: fx };
  }
  return input;
}

const inputs = Array.from({ length: N }, makeInput);

// warm-up so the JIT has compiled the hot path before timing
let sink = 0;
for (let i = 0; i < 20_000; i++) sink += computePayslip(inputs[i % N]!).net;

// Wall-clock rate, plus the rate per second of this process's CPU time: on a shared 2-core
// machine other work steals time from the wall clock but not from the CPU figure.
const runs: number[] = [];
const cpuRuns: number[] = [];
for (let run = 0; run < 5; run++) {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < N; i++) sink += computePayslip(inputs[i]!).paye;
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage(c0);
  runs.push(N / seconds);
  cpuRuns.push(N / ((cpu.user + cpu.system) / 1e6));
}
runs.sort((a, b) => a - b);
cpuRuns.sort((a, b) => a - b);
const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');
console.log(`payroll engine: ${N.toLocaleString('en-GB')} payslips × 5 runs`);
console.log(`payslips/second: median ${fmt(runs[2]!)} (min ${fmt(runs[0]!)}, max ${fmt(runs[4]!)})`);
console.log(`per CPU-second:  median ${fmt(cpuRuns[2]!)} (min ${fmt(cpuRuns[0]!)}, max ${fmt(cpuRuns[4]!)})`);
console.log(`goal ≥ 300,000/s: ${runs[2]! >= 300_000 ? 'met' : 'NOT met'}  [checksum ${sink}]`);
