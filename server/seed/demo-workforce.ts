import 'server-only';
import { eq } from 'drizzle-orm';
import { employeeInputSchema, type EmployeeInput } from '@/lib/contracts/employees';
import type { DbOrTx } from '@/server/db/client';
import { departments, employees, employeeSuspensions, jobRoles, payrollGroups } from '@/server/db/schema';
import { toEmployeeInsert } from '@/server/modules/employees/employees.mapper';
import { getPaymentsProvider } from '@/server/modules/payments/payments.service';
import { paysDollars } from './demo-payroll';
import { toNuban } from '@/server/modules/payments/nuban';

/**
 * Demo Foods' workforce: 60 employees over six departments and two payroll groups, with realistic naira
 * salaries (kobo), verified bank accounts in their own names, one suspension and two leavers.
 * Everything is derived from the index, so every fresh demo database holds the same people.
 */
const FIRST = [
  'Adaeze',
  'Babatunde',
  'Chinedu',
  'Damilola',
  'Emeka',
  'Funmilayo',
  'Garba',
  'Halima',
  'Ifeoma',
  'Jide',
  'Kelechi',
  'Lola',
  'Musa',
  'Ngozi',
  'Olumide',
  'Patience',
  'Rukayat',
  'Segun',
  'Temitope',
  'Uche',
];
const LAST = [
  'Adeyemi',
  'Bakare',
  'Chukwu',
  'Danjuma',
  'Ekwueme',
  'Fashola',
  'Ibrahim',
  'Nwosu',
  'Okonkwo',
  'Olawale',
  'Umar',
  'Yusuf',
];
const STATES = ['Lagos', 'Ogun', 'Oyo', 'Rivers', 'FCT', 'Kano', 'Enugu'];
const BANKS = ['058', '044', '057', '011', '033', '232'];
const PFAS = [
  'Stanbic IBTC Pension Managers',
  'ARM Pension Managers',
  'Leadway Pensure PFA',
  'Premium Pension Limited',
];

/** Department → its job roles with monthly gross in naira (split by the 50/25/15/10 default breakdown). */
const STRUCTURE: { name: string; description: string; roles: [string, number][] }[] = [
  {
    name: 'Operations',
    description: 'Production and quality',
    roles: [
      ['Plant Manager', 1_450_000],
      ['Production Supervisor', 620_000],
      ['Machine Operator', 210_000],
    ],
  },
  {
    name: 'Sales and Marketing',
    description: 'Distributors and brands',
    roles: [
      ['Head of Sales', 1_300_000],
      ['Area Sales Manager', 540_000],
      ['Sales Representative', 230_000],
    ],
  },
  {
    name: 'Finance',
    description: 'Accounts, treasury and payroll',
    roles: [
      ['Finance Manager', 1_250_000],
      ['Accountant', 480_000],
    ],
  },
  {
    name: 'Technology',
    description: 'Systems and data',
    roles: [
      ['Software Engineer', 950_000],
      ['IT Support Analyst', 340_000],
    ],
  },
  {
    name: 'Human Resources',
    description: 'People and culture',
    roles: [
      ['HR Business Partner', 720_000],
      ['HR Officer', 310_000],
    ],
  },
  {
    name: 'Logistics',
    description: 'Fleet and warehousing',
    roles: [
      ['Logistics Coordinator', 400_000],
      ['Driver', 150_000],
    ],
  },
];

const kobo = (naira: number) => naira * 100;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

function salary(monthlyNaira: number) {
  const gross = kobo(monthlyNaira);
  const housing = Math.round(gross * 0.25);
  const transport = Math.round(gross * 0.15);
  const other = Math.round(gross * 0.1);
  return { basic: gross - housing - transport - other, housing, transport, other };
}

export async function seedDemoWorkforce(tx: DbOrTx, organizationId: string, currency: string) {
  const payments = getPaymentsProvider();
  const bankNames = new Map((await payments.listBanks('NG')).map((b) => [b.code, b.name]));
  const groups = await tx
    .insert(payrollGroups)
    .values([
      { organizationId, name: 'Head Office', description: 'Lagos head office staff, paid on the 25th' },
      { organizationId, name: 'Field Staff', description: 'Plant, sales and logistics teams' },
    ])
    .returning();
  const roles: { id: string; departmentId: string; monthly: number; field: boolean }[] = [];
  for (const d of STRUCTURE) {
    const [department] = await tx
      .insert(departments)
      .values({ organizationId, name: d.name, description: d.description })
      .returning();
    const inserted = await tx
      .insert(jobRoles)
      .values(d.roles.map(([title]) => ({ organizationId, title, departmentId: department!.id })))
      .returning();
    const field = ['Operations', 'Sales and Marketing', 'Logistics'].includes(d.name);
    inserted.forEach((r, i) =>
      roles.push({ id: r.id, departmentId: department!.id, monthly: d.roles[i]![1], field }),
    );
  }

  const rows: (typeof employees.$inferInsert)[] = [];
  for (let i = 0; i < 60; i++) {
    const role = roles[i % roles.length]!;
    const firstName = FIRST[i % FIRST.length]!;
    const lastName = LAST[(i * 7) % LAST.length]!;
    const bankCode = BANKS[i % BANKS.length]!;
    const accountNumber = toNuban(bankCode, `30${pad(1000 + i * 37, 7)}`);
    // confirms the account exists; its holder is the employee (below), as a real bank would answer
    await payments.nameEnquiry({ country: 'NG', bankCode, accountNumber });
    const usd = i === 17 && paysDollars(payments.name); // one contractor paid in dollars
    const values: EmployeeInput = {
      staffId: `DF-${pad(i + 1, 4)}`,
      firstName,
      lastName,
      otherNames: null,
      email: `${firstName}.${lastName}${i + 1}@demofoods.test`.toLowerCase(),
      phone: `+23480${pad(31_000_000 + i * 7919, 8)}`,
      gender: i % 2 === 0 ? 'female' : 'male',
      dateOfBirth: `${1975 + (i % 25)}-${pad((i % 12) + 1, 2)}-${pad((i % 27) + 1, 2)}`,
      address: `${i + 3} Allen Avenue, Ikeja`,
      jobRoleId: role.id,
      departmentId: role.departmentId,
      payrollGroupId: (role.field ? groups[1] : groups[0])!.id,
      employmentType: usd ? 'contract' : i % 13 === 5 ? 'part_time' : 'full_time',
      startDate: `${2019 + (i % 7)}-${pad(((i * 5) % 12) + 1, 2)}-01`,
      payCurrency: usd ? 'USD' : currency,
      ...(usd ? { basic: 250_000, housing: 0, transport: 0, other: 0 } : salary(role.monthly)),
      bankCode,
      accountNumber,
      bvn: `22${pad(100_000_000 + i * 104_729, 9)}`,
      nin: `7${pad(1_000_000_000 + i * 15_485_863, 10)}`,
      pensionEnabled: !usd,
      pfa: usd ? null : PFAS[i % PFAS.length]!,
      rsaPin: usd ? null : `PEN1${pad(10_000_000_000 + i * 7_654_321, 11)}`,
      payeEnabled: true,
      stateOfResidence: STATES[i % STATES.length]!,
      taxId: `${pad(20_000_000 + i * 3_331, 8)}-0001`,
      nhfEnabled: i % 3 === 0,
      nhfNumber: i % 3 === 0 ? `NHF${pad(40_000_000 + i * 9_173, 9)}` : null,
      nsitfEnabled: true,
      itfEnabled: true,
      annualRent: i % 4 === 0 ? kobo(1_800_000 + i * 25_000) : 0,
      rentEvidenceFileId: null,
      ewaEligible: i % 5 !== 0,
    };
    rows.push({
      // Parsed by the same contract as the form and the import, so the demo holds only valid employees.
      ...toEmployeeInsert(organizationId, employeeInputSchema.parse(values)),
      bankName: bankNames.get(bankCode) ?? null,
      // The demo's accounts are in the employees' own names, as a bank writes them (capitals). The sandbox's
      // hashed holder names are for accounts nobody registered: with them every demo account would be a name
      // mismatch, held from payroll until accepted.
      accountName: `${firstName} ${lastName}`.toUpperCase(),
      bankVerifiedAt: new Date(),
      bankNameStatus: 'matched',
    });
  }
  const inserted = await tx
    .insert(employees)
    .values(rows)
    .returning({ id: employees.id, staffId: employees.staffId });
  const byStaffId = new Map(inserted.map((e) => [e.staffId, e.id]));

  // One suspension in progress and two leavers, so the in-active tab and the restore flow have data.
  const suspendedId = byStaffId.get('DF-0009')!;
  await tx.update(employees).set({ status: 'suspended' }).where(eq(employees.id, suspendedId));
  await tx.insert(employeeSuspensions).values({
    organizationId,
    employeeId: suspendedId,
    startDate: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
    endDate: new Date(Date.now() + 11 * 86_400_000).toISOString().slice(0, 10),
    reason: 'Pending the outcome of a stock-loss investigation',
  });
  for (const [staffId, reason] of [
    ['DF-0023', 'Resigned: relocated abroad'],
    ['DF-0041', 'End of contract'],
  ] as const) {
    await tx
      .update(employees)
      .set({
        status: 'separated',
        separatedAt: '2026-09-30',
        separationReason: reason,
        payrollEnabled: false,
      })
      .where(eq(employees.id, byStaffId.get(staffId)!));
  }
  // Department leads: the first (most senior) role holder of each department.
  for (const d of await tx.select().from(departments).where(eq(departments.organizationId, organizationId))) {
    const lead = inserted.find((_, i) => rows[i]!.departmentId === d.id);
    if (lead) await tx.update(departments).set({ leadEmployeeId: lead.id }).where(eq(departments.id, d.id));
  }
}
