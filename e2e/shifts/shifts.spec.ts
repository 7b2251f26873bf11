import { expect, test, type Page } from '../fixtures/test';
import {
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  expectNoSeriousA11yViolations,
  signIn,
  snap,
} from '../fixtures/helpers';

const tag = () => Date.now().toString(36).slice(-5).toUpperCase();

/** 'YYYY-MM-DD' of the Monday `weeks` weeks after this one (the browser's calendar). */
function monday(weeks: number) {
  const d = new Date();
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7) + 7 * weeks);
  return d.toLocaleDateString('en-CA');
}

/** The Sunday of the week starting on `mondayIso`. */
const sundayAfter = (mondayIso: string) =>
  new Date(Date.parse(`${mondayIso}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);

/** Picks one employee by staff ID in "Add people" and answers their name. */
async function pickPerson(page: Page, staffId: string) {
  const dialog = page.getByRole('dialog', { name: 'Add people to the roster' });
  await dialog.getByRole('combobox', { name: 'Search by name, email or staff ID' }).fill(staffId);
  const option = dialog.getByRole('option', { name: new RegExp(staffId) });
  await expect(option).toBeVisible();
  await expect(dialog.getByRole('option')).toHaveCount(1);
  const name = (await option.locator('span.font-medium').innerText()).trim();
  await option.click();
  await expect(option).toHaveAttribute('aria-selected', 'true');
  return name;
}

async function addShift(page: Page, name: string, day: number, location: string, start: string, end: string) {
  await page
    .getByRole('button', { name: new RegExp(`^Add a shift for ${name} on`) })
    .nth(day)
    .click();
  const form = page.getByRole('dialog', { name: `Add a shift for ${name}` });
  await form.getByLabel(/^Start/).fill(start);
  await form.getByLabel(/^End/).fill(end);
  await form.getByLabel(/^Unpaid break/).fill('30');
  await form.getByLabel(/^Location/).selectOption({ label: location });
  await form.getByRole('button', { name: 'Add shift' }).click();
  await expect(page.getByText('1 shift(s) added.').first()).toBeVisible();
  await expect(form).toBeHidden();
}

async function setWage(page: Page, name: string, rate: string) {
  await page.getByRole('button', { name: `Set the hourly wage of ${name}` }).click();
  const form = page.getByRole('dialog', { name: `Hourly wage of ${name}` });
  await form.getByLabel(/^Hourly rate/).fill(rate);
  await form.getByRole('button', { name: 'Save wage' }).click();
  await expect(page.getByText('Hourly wage saved.').first()).toBeVisible();
  await expect(form).toBeHidden();
}

test.describe('[SHIFTS] the roster in the browser', () => {
  test('adds a location and two people, builds a week, copies it forward, changes a shift and sees hours and cost in the report', async ({
    page,
  }) => {
    const location = `Kitchen ${tag()}`;
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);

    // Locations tab: the demo's two, then a new one.
    await page.goto('/app/shifts?tab=locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Shifts' })).toBeVisible();
    await expect(page.getByText('Ikeja Plant')).toBeVisible();
    await page.getByRole('button', { name: 'Add location' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add a location' });
    await add.getByRole('button', { name: 'Add location' }).click();
    await expect(add.getByText('This field is required.')).toBeVisible();
    await add.getByLabel(/^Name/).fill(location);
    await add.getByLabel(/^Address/).fill('3 Awolowo Road, Ikoyi');
    await add.getByRole('button', { name: 'Add location' }).click();
    await expect(page.getByText(`${location} added.`)).toBeVisible();
    await snap(page, 'shifts-locations');

    // The demo roster this week.
    await page.goto('/app/shifts?tab=active-schedule');
    await expect(page.getByText('Day total')).toBeVisible();
    await snap(page, 'shifts-schedule-demo');

    // Next week, two people who are not on the roster yet (the demo rosters every fourth active employee).
    const week1 = monday(1);
    await page.goto(`/app/shifts?tab=active-schedule&week=${week1}`);
    await page.getByRole('button', { name: 'Add people' }).click();
    const first = await pickPerson(page, 'DF-0001');
    const second = await pickPerson(page, 'DF-0003');
    await page.getByRole('button', { name: 'Add 2' }).click();
    await expect(page.getByText('2 employee(s) added to the roster.')).toBeVisible();
    await setWage(page, first, '1500');
    await setWage(page, second, '2000');

    // Only the new location: the week holds just what this test builds.
    await page.getByLabel('Filter by location').selectOption({ label: location });
    await addShift(page, first, 0, location, '09:00', '17:00');
    await addShift(page, first, 1, location, '09:00', '17:00');
    await addShift(page, second, 2, location, '12:00', '20:00');
    // An overlapping shift is refused with the conflict named.
    await page
      .getByRole('button', { name: new RegExp(`^Add a shift for ${first} on`) })
      .nth(0)
      .click();
    const clash = page.getByRole('dialog', { name: `Add a shift for ${first}` });
    await clash.getByLabel(/^Start/).fill('16:00');
    await clash.getByLabel(/^End/).fill('18:00');
    await clash.getByLabel(/^Location/).selectOption({ label: location });
    await clash.getByRole('button', { name: 'Add shift' }).click();
    await expect(page.getByText(/Overlaps .*09:00–17:00\./)).toBeVisible();
    await clash.getByRole('button', { name: 'Cancel' }).first().click();
    await snap(page, 'shifts-week-built');

    await page.getByRole('button', { name: 'Copy to next week' }).click();
    const copy = page.getByRole('alertdialog');
    await expect(copy.getByText(/^3 shift\(s\) will be copied/)).toBeVisible();
    await copy.getByRole('button', { name: 'Copy shifts' }).click();
    await expect(page.getByText('3 shift(s) copied, 0 skipped, 0 replaced.')).toBeVisible();

    await page.getByRole('button', { name: 'Next week', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`week=${monday(2)}`));
    await page.getByRole('button', { name: new RegExp(`^Edit ${second}'s shift on .*12:00–20:00`) }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${second}'s shift` });
    await edit.getByLabel(/^End/).fill('22:00');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('1 shift(s) updated.')).toBeVisible();
    await expect(
      page.getByRole('button', { name: new RegExp(`^Edit ${second}'s shift on .*12:00–22:00`) }),
    ).toBeVisible();
    await snap(page, 'shifts-week-copied-edited');

    // Report over the two weeks: first 4 × 7.5 h at NGN 1,500; second 7.5 h + 9.5 h at NGN 2,000.
    await page.goto('/app/shifts?tab=shift-reports');
    await page.getByLabel('From', { exact: true }).fill(week1);
    await page.getByLabel('To', { exact: true }).fill(sundayAfter(monday(2)));
    await page.getByRole('button', { name: 'Show' }).click();
    const byLocation = page.getByRole('region', { name: 'By location' });
    const row = byLocation.getByRole('row', { name: new RegExp(location) });
    await expect(row).toContainText('6');
    await expect(row).toContainText('47 h');
    await expect(row).toContainText(/79,000\.00/);
    await expect(page.getByTestId('chart-daily-cost')).toBeVisible();
    await snap(page, 'shifts-report');

    await page.getByRole('button', { name: `Open ${second}'s report` }).click();
    const detail = page.getByRole('dialog', { name: `${second}: shift report` });
    await expect(detail.getByText(/12:00–22:00/)).toBeVisible();
    await expect(detail.getByRole('row', { name: /Total/ })).toContainText('17 h');
    await snap(page, 'shifts-employee-report');
    await detail.getByRole('button', { name: 'Cancel' }).first().click();
    await expectNoSeriousA11yViolations(page);
  });

  test('works at 390 px one day at a time, and in Chinese', async ({ page }) => {
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/shifts?tab=active-schedule');
    await expect(page.getByRole('group', { name: 'Choose a day' })).toBeVisible();
    await page.getByRole('group', { name: 'Choose a day' }).getByRole('button').nth(2).click();
    await expect(page.getByText('Day total')).toBeVisible();
    await snap(page, 'shifts-schedule-390');
    await page.goto('/app/shifts?tab=shift-reports');
    await expect(page.getByText('Daily wage cost')).toBeVisible();
    await snap(page, 'shifts-report-390');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'zh-CN', url: page.url() }]);
    await page.goto('/app/shifts?tab=active-schedule');
    await expect(page.getByRole('heading', { level: 1, name: '排班' })).toBeVisible();
    await expect(page.getByText('当日合计')).toBeVisible();
    await snap(page, 'shifts-schedule-zh');
    await page.goto('/app/shifts?tab=shift-reports');
    await expect(page.getByText('每日工资费用')).toBeVisible();
    await snap(page, 'shifts-report-zh');
  });
});
