import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test, type Page } from '../fixtures/test';
import { isConsultantOnly, MODULES, TAB_RULES, type ModuleDef } from '../../lib/modules';
import { DEMO_CONSULTANT, DEMO_EMPLOYER, DEMO_PASSWORD, signIn, snap } from '../fixtures/helpers';

/**
 * Issue 30 (tables): no signed-in screen is wider than a 390 px phone, and the widest lists fit a 1280 px
 * laptop. The screens come from the app's own page files (app/app/**\/page.tsx) and lib/modules.ts (each
 * tabbed screen once per tab, consultant-only screens as the consultant), so a new screen is checked as soon
 * as it exists; a new dynamic route fails here until RESOLVE says which record to open.
 */

const PHONE = { width: 390, height: 844 };
const APP_DIR = join(process.cwd(), 'app', 'app');

/** Every page route under app/app, route groups dropped: `/app/employees/[id]`, `/app/payroll/create`… */
function pageRoutes(dir = APP_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name.startsWith('_') ? [] : pageRoutes(path);
    if (name !== 'page.tsx') return [];
    const segments = relative(APP_DIR, dir)
      .split(sep)
      .filter((s) => s && !/^\(.*\)$/.test(s));
    return [['/app', ...segments].join('/')];
  });
}

/** The record a dynamic route opens, read from the demo organisation through the API in the browser. */
type Lookup = (page: Page) => Promise<string>;
const firstId =
  (api: string, pick: (row: { id: string; type?: string }) => boolean = () => true): Lookup =>
  async (page) => {
    const rows = await page.evaluate(
      async (url) => ((await (await fetch(url)).json()) as { data: { id: string; type?: string }[] }).data,
      `/api/v1/${api}`,
    );
    const row = rows.find(pick);
    if (!row) throw new Error(`no record for ${api}`);
    return row.id;
  };
const RESOLVE: Record<string, Lookup> = {
  '/app/employees/[id]': firstId('employees?perPage=1'),
  '/app/employees/departments/[id]': firstId('departments?perPage=1'),
  '/app/employees/groups/[id]': firstId('payroll-groups?perPage=1'),
  '/app/employees/remittances/[type]': async () => 'paye',
  '/app/payroll/[id]': firstId('payroll?perPage=1'),
  '/app/hiring/[id]': firstId('jobs?tab=active&perPage=1'),
  '/app/comms/poll-analytics/[id]': firstId('comms?perPage=20', (c) => c.type === 'poll'),
};

/** The screens the issue names: each is also saved as a zh-CN screenshot at 390 px. */
const NAMED: Record<string, string> = {
  '/app/employees?tab=active': 'employees',
  '/app/payroll': 'payroll-runs',
  '/app/payroll/[id]': 'payroll-run-lines',
  '/app/wallet': 'wallet-transactions',
  '/app/settings?tab=billing-info': 'billing-payments',
  '/app/billing': 'consultant-billing',
  '/app/analytics': 'consultant-analytics',
  '/app/hiring/[id]': 'hiring-board',
};

type Screen = { route: string; path: string };

/** Each route as concrete paths: dynamic segments resolved, one path per tab of a tabbed screen. */
async function screensFor(page: Page, routes: string[]): Promise<Screen[]> {
  const screens: Screen[] = [];
  for (const route of routes) {
    let path = route;
    const dynamic = [...route.matchAll(/\[[^\]]+\]/g)];
    for (const m of dynamic) {
      const prefix = route.slice(0, m.index! + m[0].length);
      const lookup = RESOLVE[prefix];
      if (!lookup) throw new Error(`e2e/shell/no-overflow.spec.ts: add ${prefix} to RESOLVE`);
      path = path.replace(m[0], encodeURIComponent(await lookup(page)));
    }
    const rule = TAB_RULES.find((r) => r.pattern.test(path));
    if (rule)
      for (const tab of rule.tabs) screens.push({ route: `${route}?tab=${tab}`, path: `${path}?tab=${tab}` });
    else screens.push({ route, path });
  }
  return screens;
}

/** Opens a screen and answers how wide the page is against the window. */
async function measure(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  // Lists hydrate into one layout and lazy parts settle: let the page finish what it starts.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  return page.evaluate(() => ({ body: document.body.scrollWidth, window: window.innerWidth }));
}

async function sweep(page: Page, screens: Screen[], locale: 'en-GB' | 'zh-CN') {
  for (const screen of screens) {
    await test.step(`${screen.path} (${locale})`, async () => {
      const { body, window } = await measure(page, screen.path);
      expect
        .soft(body, `${screen.path} at 390 px in ${locale} is ${body} px wide`)
        .toBeLessThanOrEqual(window);
      const name = NAMED[screen.route];
      if (name && locale === 'zh-CN') await snap(page, `no-overflow-390-zh-${name}`);
    });
  }
}

async function setLocale(page: Page, locale: 'en-GB' | 'zh-CN') {
  // the language cookie the switch sets, for the app's own origin
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: new URL(page.url()).origin }]);
}

const ROUTES = pageRoutes();

test.describe('[SHELL] no screen is wider than the window', () => {
  test.use({ viewport: PHONE });

  test('the sweep covers every screen the registry names', () => {
    // A registry screen without a page file would be skipped silently.
    const screens = (MODULES as readonly ModuleDef[]).flatMap((m) => m.screens ?? []);
    expect(screens.filter((s) => !ROUTES.includes(s))).toEqual([]);
    expect(ROUTES.length).toBeGreaterThan(30);
  });

  for (const locale of ['en-GB', 'zh-CN'] as const) {
    test(`every employer screen fits a 390 px phone (${locale})`, async ({ page }) => {
      test.setTimeout(600_000);
      await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);
      await setLocale(page, locale);
      const screens = await screensFor(
        page,
        ROUTES.filter((r) => !isConsultantOnly(r)),
      );
      await sweep(page, screens, locale);
    });

    test(`every consultant screen fits a 390 px phone (${locale})`, async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, DEMO_CONSULTANT, DEMO_PASSWORD);
      await setLocale(page, locale);
      await sweep(page, await screensFor(page, ROUTES.filter(isConsultantOnly)), locale);
    });
  }
});

test.describe('[SHELL] the widest lists fit a laptop', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1366, height: 900 },
  ]) {
    test(`the employees list and the hiring board fit their card at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signIn(page, DEMO_EMPLOYER, DEMO_PASSWORD);

      await page.goto('/app/employees?tab=active');
      const table = page.locator('[data-slot="data-table"]');
      await expect(table.getByRole('row')).not.toHaveCount(0);
      await expect(table.getByRole('columnheader', { name: 'Bank account' })).toBeInViewport();
      const list = await table.evaluate((box) => ({
        scroll: box.scrollWidth,
        client: box.clientWidth,
        table: box.querySelector('table')!.getBoundingClientRect().right,
        right: box.getBoundingClientRect().right,
      }));
      expect(list.scroll, 'the employees table scrolls sideways').toBeLessThanOrEqual(list.client);
      expect(list.table).toBeLessThanOrEqual(list.right);

      const jobId = await firstId('jobs?tab=active&perPage=1')(page);
      await page.goto(`/app/hiring/${jobId}`);
      const board = page.getByTestId('hiring-board');
      await expect(board.getByRole('region')).toHaveCount(6);
      const fit = await board.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
        right: el.getBoundingClientRect().right,
        main: el.closest('main')!.getBoundingClientRect().right,
        stages: [...el.querySelectorAll('section')].map((s) => s.getBoundingClientRect().right),
      }));
      expect(fit.scroll, 'the hiring board scrolls sideways').toBeLessThanOrEqual(fit.client);
      expect(fit.right).toBeLessThanOrEqual(fit.main);
      for (const right of fit.stages) expect(right).toBeLessThanOrEqual(fit.right + 0.5);
      expect(await page.evaluate(() => document.body.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});
