import { expect, expectNoRawKeys, test } from '../fixtures/test';
import {
  chinesePhone,
  DEMO_EMPLOYER,
  DEMO_PASSWORD,
  expectNoSidewaysScroll,
  signIn,
  snap,
} from '../fixtures/helpers';

test.describe('[HIRING] the schedule-interview dialog in Chinese on a phone', () => {
  test('every field is labelled in words (the notes field was the key hiring.panel.notes)', async ({
    page,
  }) => {
    await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
    await chinesePhone(page);
    await page.goto('/app/hiring');
    await page.getByRole('link', { name: 'Sales Representative, Lagos Mainland', exact: true }).click();
    // Blessing Etim is at the interview stage in the demo
    await page.getByRole('button', { name: /Blessing Etim/ }).click();
    const panel = page.getByRole('dialog', { name: /Blessing Etim/ });
    await panel.getByRole('button', { name: '安排面试' }).click();
    const booking = page.getByRole('dialog', { name: '安排面试' });
    await expect(booking.getByLabel('备注（随邀请发送）')).toBeVisible();
    await expect(booking).not.toContainText('hiring.panel');
    await expectNoRawKeys(page);
    await expectNoSidewaysScroll(page);
    await snap(page, 'hiring-interview-zh-390');
  });
});
