import { expect, test, type Browser, type Page } from '../fixtures/test';
import {
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  latestMail,
  pickEmployee,
  signIn,
  snap,
} from '../fixtures/helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const tag = () => Date.now().toString(36).slice(-5).toUpperCase();

/** A signed-out phone (390 px wide) in the given language. */
async function phone(browser: Browser, baseURL: string, locale: 'en-GB' | 'zh-CN'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
  return context.newPage();
}

test.describe('[HIRING] recruitment end to end', () => {
  test('posts a job, takes an application on the careers page, interviews, offers by link and creates the employee', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const id = tag();
    const title = `Warehouse Lead ${id}`;
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);

    // The seeded jobs with their stage counts.
    await page.goto('/app/hiring');
    await expect(page).toHaveURL(/tab=active/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hiring' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Sales Representative, Lagos Mainland', exact: true }),
    ).toBeVisible();
    await snap(page, 'hiring-list');

    // Post a job; the preview follows the form.
    await page.getByRole('link', { name: 'Post a job' }).first().click();
    await expect(page).toHaveURL(/\/app\/hiring\/create$/);
    await page.getByRole('button', { name: 'Publish job' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await page.getByLabel(/^Job title/).fill(title);
    await page.getByLabel(/^Department/).selectOption({ label: 'Logistics' });
    await page.getByLabel(/^Location/).fill('Apapa');
    await page
      .getByLabel(/^Description/)
      .fill('Run the night shift at the Apapa warehouse.\nLead a team of six.');
    await page.getByLabel(/^Salary from/).fill('300000');
    await page.getByLabel(/^Salary to/).fill('380000');
    await page.getByLabel('Show the salary on the careers page').check();
    await expect(
      page.getByRole('complementary', { name: 'Careers page preview' }).getByRole('heading', { name: title }),
    ).toBeVisible();
    await snap(page, 'hiring-create');
    await page.getByRole('button', { name: 'Publish job' }).click();
    await expect(page).toHaveURL(/\/app\/hiring\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const careersHref = await page.getByRole('link', { name: /\/careers\// }).getAttribute('href');
    expect(careersHref).toMatch(/^\/careers\/demo-foods-ltd$/);

    // Signed out, on a phone: the careers page, the job and the apply form.
    const applicant = await phone(browser, baseURL!, 'en-GB');
    await applicant.goto(careersHref!);
    await expect(
      applicant.getByRole('heading', { level: 1, name: 'Careers at Demo Foods Ltd' }),
    ).toBeVisible();
    await snap(applicant, 'careers-en-390');
    await expectNoSeriousA11yViolations(applicant);
    await applicant.getByRole('link', { name: new RegExp(title) }).click();
    await expect(applicant.getByRole('heading', { name: title })).toBeVisible();
    const email = `applicant-${id.toLowerCase()}@example.test`;
    await applicant.getByLabel(/^First name/).fill('Efe');
    await applicant.getByLabel(/^Last name/).fill(`Okoro ${id}`);
    await applicant.getByLabel(/^Email/).fill(email);
    await applicant.getByLabel(/^Phone/).fill('+234 803 111 2222');
    await applicant
      .getByLabel(/^CV/)
      .setInputFiles({ name: 'efe-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await applicant.getByLabel(/^Cover letter/).fill('Six years running warehouses in Apapa.');
    await snap(applicant, 'careers-apply-en-390');
    await applicant.getByRole('button', { name: 'Send application' }).click();
    await expect(
      applicant.getByText('Application received. We have emailed you a confirmation.'),
    ).toBeVisible();
    expect((await latestMail(request, email)).subject).toContain(title);

    const chinese = await phone(browser, baseURL!, 'zh-CN');
    await chinese.goto(careersHref!);
    await expect(chinese.getByRole('heading', { level: 1, name: 'Demo Foods Ltd 招聘' })).toBeVisible();
    await snap(chinese, 'careers-zh-390');
    await chinese.goto('/careers/no-such-employer-anywhere');
    await expect(chinese.getByText('页面未找到').first()).toBeVisible();

    // The employer moves the application to interview and books one.
    await page.reload();
    const name = `Efe Okoro ${id}`;
    await page.getByRole('button', { name: new RegExp(name) }).click();
    const panel = page.getByRole('dialog', { name });
    // a note for the hiring team, kept with the application
    await panel.getByLabel('New note').fill('Strong on route planning; ask about night shifts.');
    await panel.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Note added.')).toBeVisible();
    await expect(panel.getByTestId('application-notes')).toContainText('ask about night shifts');
    await snap(page, 'hiring-application-notes');
    await panel.getByLabel('Stage').selectOption('interview');
    await expect(page.getByText('Stage updated.')).toBeVisible();
    await expect(panel.getByText('Interview').first()).toBeVisible();
    await panel.getByRole('button', { name: 'Schedule interview' }).click();
    const booking = page.getByRole('dialog', { name: 'Schedule an interview' });
    await booking.getByLabel(/^Date and time/).fill('2030-03-04T10:00');
    await booking.getByLabel(/^Video link/).fill('https://meet.example.test/efe');
    // the interviewer picker searches the whole organisation: Segun Yusuf sorts last of the demo's employees
    await pickEmployee(booking, 'Interviewers', 'Segun Yusuf');
    await expect(booking.getByRole('list', { name: '1 person chosen' })).toContainText('Segun Yusuf');
    await booking.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText('Interview scheduled; invitations sent.')).toBeVisible();
    const invite = await latestMail(request, email);
    expect(invite.subject).toContain('Interview');
    expect(invite.text).toContain('interview.ics (text/calendar)');
    await snap(page, 'hiring-pipeline-panel');

    // An offer, answered from the link.
    await panel.getByRole('button', { name: 'Send offer' }).click();
    const offer = page.getByRole('dialog', { name: 'Send an offer' });
    await offer.getByLabel(/^Salary/).fill('350000');
    await offer.getByLabel(/^Start date/).fill('2030-04-01');
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await expect(page.getByText('Offer sent.')).toBeVisible();
    const link = /(\/offer\/[A-Za-z0-9_-]+)/.exec((await latestMail(request, email)).text)![1]!;

    await chinese.goto(link);
    await expect(chinese.getByRole('button', { name: '接受录用' })).toBeVisible();
    await expect(chinese.getByText('2030年4月1日')).toBeVisible();
    await snap(chinese, 'offer-zh-390');
    await applicant.goto(link);
    await expect(applicant.getByRole('heading', { level: 1, name: `Offer: ${title}` })).toBeVisible();
    await expect(applicant.getByText('1 Apr 2030')).toBeVisible();
    await snap(applicant, 'offer-en-390');
    await expectNoSeriousA11yViolations(applicant);
    await applicant.getByRole('button', { name: 'Accept the offer' }).click();
    await expect(applicant.getByText('Offer accepted. Welcome aboard!')).toBeVisible();
    await applicant.reload();
    await expect(applicant.getByText('You have accepted this offer.')).toBeVisible();

    // Hired: create the employee from the pre-filled form.
    // The open application is in the URL, so the reload reopens its panel with fresh data.
    await page.reload();
    await expect(page.getByRole('dialog', { name }).getByText('Hired').first()).toBeVisible();
    await page.getByRole('dialog', { name }).getByRole('button', { name: 'Create employee' }).click();
    const hire = page.getByRole('dialog', { name: 'Create employee' });
    await expect(hire.getByLabel(/^Email/)).toHaveValue(email);
    await expect(hire.getByLabel(/^Start date/)).toHaveValue('2030-04-01');
    // ₦350,000 split by the demo's salary breakdown (50 / 25 / 15 / 10)
    await expect(hire.getByLabel(/^Basic/)).toHaveValue('175,000.00');
    await expect(hire.getByLabel(/^Housing/)).toHaveValue('87,500.00');
    await expect(hire.getByLabel(/^Transport/)).toHaveValue('52,500.00');
    await expect(hire.getByLabel(/^Other allowances/)).toHaveValue('35,000.00');
    await hire.getByLabel(/^Staff ID/).fill(`HIRE-${id}`);
    await snap(page, 'hiring-create-employee');
    await hire.getByRole('button', { name: 'Create employee' }).click();
    await expect(page.getByText('Employee added.')).toBeVisible();
    await page.goto(`/app/employees?tab=active&search=HIRE-${id}`);
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  });
});
