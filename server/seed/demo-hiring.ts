import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import {
  departments,
  employees,
  jobApplications,
  jobInterviews,
  jobOffers,
  jobPostings,
  jobRoles,
} from '@/server/db/schema';
import { digest, randomToken } from '@/server/crypto/tokens';
import { getFileStorage } from '@/server/modules/files/files.storage';

/**
 * Demo Foods' recruitment: two active jobs and one closed, with applicants across every stage — an
 * interview booked, an offer out, one hire (offer accepted, ready for "Create employee") and a rejection.
 */
const DAY = 86_400_000;
const kobo = (naira: number) => naira * 100;

/** A one-page PDF, so "Download CV" works on the demo. */
function cvPdf(name: string) {
  const text = `${name} - Curriculum vitae`;
  return new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n4 0 obj<</Length ${text.length + 30}>>stream\nBT /F1 18 Tf 72 760 Td (${text}) Tj ET\nendstream endobj\n5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

type Applicant = {
  first: string;
  last: string;
  stage: string;
  daysAgo: number;
  answers?: Record<string, string>;
  reason?: string;
};

export async function seedDemoHiring(db: DbOrTx, organizationId: string, now = new Date()) {
  const refs = async (dept: string, role: string) => {
    const [d] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.organizationId, organizationId), eq(departments.name, dept)));
    const [r] = await db
      .select({ id: jobRoles.id })
      .from(jobRoles)
      .where(and(eq(jobRoles.organizationId, organizationId), eq(jobRoles.title, role)));
    return { departmentId: d?.id ?? null, jobRoleId: r?.id ?? null };
  };
  const inDays = (n: number) => new Date(now.getTime() + n * DAY).toISOString().slice(0, 10);
  const [sales, engineer] = await db
    .insert(jobPostings)
    .values([
      {
        organizationId,
        ...(await refs('Sales and Marketing', 'Sales Representative')),
        title: 'Sales Representative, Lagos Mainland',
        employmentType: 'full_time',
        location: 'Lagos',
        description:
          'Grow Demo Foods across Lagos Mainland: visit distributors and supermarkets, take orders and keep shelves stocked.\nYou report to the Area Sales Manager.',
        requirements: '- Two years in FMCG sales\n- A driving licence\n- Good spoken English and Yoruba',
        salaryMin: kobo(200_000),
        salaryMax: kobo(280_000),
        currency: 'NGN',
        showSalary: true,
        openings: 3,
        closingDate: inDays(30),
        questions: [
          { id: 'licence', label: 'Do you hold a valid driving licence?', kind: 'yes_no', required: true },
          { id: 'area', label: 'Which part of Lagos do you live in?', kind: 'text', required: false },
        ],
        status: 'active',
        createdAt: new Date(now.getTime() - 12 * DAY),
      },
      {
        organizationId,
        ...(await refs('Technology', 'Software Engineer')),
        title: 'Software Engineer (Payments)',
        employmentType: 'full_time',
        location: 'Lagos',
        remote: true,
        description:
          'Build the systems that take orders from 400 distributors and pay our suppliers on time.',
        requirements: '- TypeScript and SQL\n- Experience with payment integrations is a plus',
        salaryMin: kobo(800_000),
        salaryMax: kobo(1_100_000),
        currency: 'NGN',
        showSalary: false,
        openings: 1,
        closingDate: inDays(21),
        questions: [
          { id: 'portfolio', label: 'Link to your GitHub or portfolio', kind: 'text', required: false },
        ],
        status: 'active',
        createdAt: new Date(now.getTime() - 8 * DAY),
      },
      {
        organizationId,
        ...(await refs('Logistics', 'Driver')),
        title: 'Delivery Driver, Ikeja',
        employmentType: 'contract',
        location: 'Ikeja',
        description: 'Deliver orders to shops across Ikeja in a company van.',
        requirements: null,
        currency: 'NGN',
        openings: 2,
        closingDate: inDays(-10),
        questions: [],
        status: 'in-active',
        createdAt: new Date(now.getTime() - 40 * DAY),
      },
    ])
    .returning();

  const storage = getFileStorage();
  const add = async (jobId: string, list: Applicant[]) => {
    const rows = [];
    for (const [i, a] of list.entries()) {
      const id = crypto.randomUUID();
      const storageKey = `hiring/${organizationId}/${id}`;
      await storage.put(storageKey, cvPdf(`${a.first} ${a.last}`));
      rows.push({
        id,
        organizationId,
        jobId,
        firstName: a.first,
        lastName: a.last,
        email: `${a.first}.${a.last}@applicant.example`.toLowerCase(),
        phone: `+234 80${3 + (i % 5)} 555 ${String(1000 + i * 37).slice(-4)}`,
        coverLetter: `I would like to join Demo Foods as this role fits my experience.`,
        answers: a.answers ?? {},
        cvFileName: `${a.first}-${a.last}-CV.pdf`,
        cvContentType: 'application/pdf',
        cvSizeBytes: cvPdf(`${a.first} ${a.last}`).byteLength,
        cvStorageKey: storageKey,
        stage: a.stage,
        rejectionReason: a.reason ?? null,
        createdAt: new Date(now.getTime() - a.daysAgo * DAY),
      });
    }
    return db.insert(jobApplications).values(rows).returning();
  };

  const salesApps = await add(sales!.id, [
    {
      first: 'Tobi',
      last: 'Adewale',
      stage: 'applied',
      daysAgo: 1,
      answers: { licence: 'yes', area: 'Yaba' },
    },
    { first: 'Ngozi', last: 'Okeke', stage: 'applied', daysAgo: 2, answers: { licence: 'no' } },
    {
      first: 'Yusuf',
      last: 'Lawal',
      stage: 'screening',
      daysAgo: 5,
      answers: { licence: 'yes', area: 'Surulere' },
    },
    {
      first: 'Blessing',
      last: 'Etim',
      stage: 'interview',
      daysAgo: 7,
      answers: { licence: 'yes', area: 'Ikeja' },
    },
    {
      first: 'Kunle',
      last: 'Bamidele',
      stage: 'offer',
      daysAgo: 10,
      answers: { licence: 'yes', area: 'Maryland' },
    },
    {
      first: 'Chiamaka',
      last: 'Nwachukwu',
      stage: 'hired',
      daysAgo: 11,
      answers: { licence: 'yes', area: 'Ojota' },
    },
    {
      first: 'Ibrahim',
      last: 'Sule',
      stage: 'rejected',
      daysAgo: 9,
      answers: { licence: 'no' },
      reason: 'No driving licence',
    },
  ]);
  await add(engineer!.id, [
    {
      first: 'Fola',
      last: 'Ogunleye',
      stage: 'applied',
      daysAgo: 1,
      answers: { portfolio: 'https://github.com/fola' },
    },
    { first: 'Zainab', last: 'Abubakar', stage: 'screening', daysAgo: 3 },
    {
      first: 'David',
      last: 'Okafor',
      stage: 'interview',
      daysAgo: 6,
      answers: { portfolio: 'https://davidokafor.dev' },
    },
  ]);

  const byStage = (s: string) => salesApps.find((a) => a.stage === s)!;
  const [interviewer] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.organizationId, organizationId))
    .limit(1);
  const interviewAt = new Date(now.getTime() + 2 * DAY);
  interviewAt.setUTCHours(9, 0, 0, 0);
  await db.insert(jobInterviews).values([
    {
      organizationId,
      applicationId: byStage('interview').id,
      startsAt: interviewAt,
      durationMinutes: 45,
      mode: 'in_person',
      location: 'Demo Foods head office, 12 Creek Road, Apapa',
      interviewerIds: interviewer ? [interviewer.id] : [],
      notes: 'Meet at reception.',
    },
  ]);
  await db.insert(jobOffers).values([
    {
      organizationId,
      applicationId: byStage('offer').id,
      salary: kobo(250_000),
      currency: 'NGN',
      startDate: inDays(21),
      expiresAt: new Date(now.getTime() + 5 * DAY),
      message: 'We enjoyed meeting you and would love you on the team.',
      tokenHash: digest(randomToken()),
      status: 'sent',
    },
    {
      organizationId,
      applicationId: byStage('hired').id,
      salary: kobo(240_000),
      currency: 'NGN',
      startDate: inDays(14),
      expiresAt: new Date(now.getTime() + 2 * DAY),
      tokenHash: digest(randomToken()),
      status: 'accepted',
      viewedAt: new Date(now.getTime() - 2 * DAY),
      answeredAt: new Date(now.getTime() - 1 * DAY),
    },
  ]);
}
