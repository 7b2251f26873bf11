import { expect, test } from '../fixtures/test';
import { snap } from '../fixtures/helpers';

test.describe('[PLATFORM] the API reference and the server edge', () => {
  test('GET /api/docs renders for a signed-out visitor, with the modules and their operations', async ({
    page,
  }) => {
    const res = await page.goto('/api/docs');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: /Paygrid API/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Payroll', exact: true })).toBeVisible();
    await expect(page.getByText('/payroll/{payrollId}/approve').first()).toBeVisible();
    await snap(page, 'platform-api-docs');
  });

  test('an unknown method answers 405 with Allow, on a page and on the API, never 500', async ({
    request,
  }) => {
    for (const url of ['/', '/app/dashboard', '/api/v1/health', '/api/docs']) {
      const res = await request.fetch(url, { method: 'TRACE' });
      expect(res.status(), url).toBe(405);
      expect(res.headers()['allow'], url).toContain('GET');
    }
  });
});
