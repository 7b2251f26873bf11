import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useEffect, type ReactElement } from 'react';
import { OrganizationGuard } from '@/components/consultants/organization-guard';
import { ConsultantView } from '@/components/dashboard/consultant-view';
import type { Locale } from '@/lib/i18n/config';
import { needsOrganization } from '@/lib/navigation/guards';
import { useConsultantStore } from '@/lib/stores/consultant';
import { setUrl } from '../memory-router';
import { renderWithIntl } from '../../app/render-with-intl';

const me = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('next/navigation', () => import('../memory-router'));
vi.mock('@/lib/queries/account', () => ({ useMe: () => ({ isPending: false, data: me.current }) }));

const BASE = 'http://localhost/api/v1';
const server = setupServer();
const requests: string[] = [];
const switches: unknown[] = [];
beforeAll(() => {
  process.env.NEXT_PUBLIC_API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) =>
    requests.push(`${request.method} ${new URL(request.url).pathname.replace('/api/v1/', '')}`),
  );
});
beforeEach(() => {
  requests.length = 0;
  switches.length = 0;
  useConsultantStore.getState().reset();
  server.use(
    http.get(`${BASE}/consultants/organizations`, () => HttpResponse.json({ message: 'OK', data: clients })),
    http.post(`${BASE}/account/switch-org`, async ({ request }) => {
      switches.push(await request.json());
      return HttpResponse.json({ message: 'OK', data: {} });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ref = (id: string, name: string) => ({ id, name, country: 'NG', currency: 'NGN', dialCode: '+234' });
const clients = [ref('o1', 'Lagos Logistics Ltd'), ref('o2', 'Abuja Clinics Ltd')];
const consultant = {
  id: 'u1',
  firstName: 'Tunde',
  userRoles: [{ name: 'consultant', organization: null, permissions: [] }],
  currentUserRole: null,
  currentConsultantRole: { name: 'consultant', organization: null, permissions: [] },
};
const employer = {
  id: 'u2',
  firstName: 'Amaka',
  userRoles: [{ name: 'employer', organization: ref('org-1', 'Demo Foods'), permissions: [] }],
  currentUserRole: { name: 'employer', organization: ref('org-1', 'Demo Foods'), permissions: [] },
  currentConsultantRole: null,
};

/** An organisation screen: it would ask for the organisation's employees and offer "Add employee". */
const mounted = vi.fn();
function EmployeesStandIn() {
  useEffect(() => mounted(), []);
  return <button type="button">Add employee</button>;
}

const renderGuarded = (ui: ReactElement = <EmployeesStandIn />, locale: Locale = 'en-GB') =>
  renderWithIntl(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrganizationGuard>{ui}</OrganizationGuard>
    </QueryClientProvider>,
    { locale, onError: (e) => expect.fail(String(e)) },
  );

describe('consultant mode without a client', () => {
  it('shows "Choose a client" with the clients as links on an organisation screen, and makes no organisation call', async () => {
    me.current = consultant;
    mounted.mockClear();
    setUrl('/app/employees?tab=active');
    renderGuarded();

    expect(screen.getByRole('heading', { level: 1, name: 'Employees' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose a client' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your clients' });
    const lagos = within(list).getByRole('link', { name: 'Lagos Logistics Ltd' });
    // the link lands on the screen that was asked for, inside the chosen client
    expect(lagos).toHaveAttribute('href', '/app/employees?tab=active');
    expect(within(list).getByRole('link', { name: 'Abuja Clinics Ltd' })).toBeInTheDocument();
    // the screen never mounts: no skeleton waiting for an organisation, no enabled "Add employee"
    expect(screen.queryByRole('button', { name: 'Add employee' })).toBeNull();
    expect(mounted).not.toHaveBeenCalled();
    expect(requests).toEqual(['GET consultants/organizations']);
  });

  it('a client link switches into that client (switch-org) and remembers it', async () => {
    me.current = consultant;
    setUrl('/app/payroll');
    renderGuarded();
    await userEvent.click(await screen.findByRole('link', { name: 'Abuja Clinics Ltd' }));
    await waitFor(() => expect(switches).toEqual([{ orgId: 'o2' }]));
    await waitFor(() => expect(useConsultantStore.getState().activeOrganization?.id).toBe('o2'));
  });

  it.each([
    '/app/payroll',
    '/app/payroll/create',
    '/app/wallet',
    '/app/employees/departments',
    '/app/employees/11111111-1111-4111-8111-111111111111',
    '/app/comms/poll-analytics/x',
    '/app/onboarding',
    '/app/settings?tab=company-info',
  ])('guards %s', async (path) => {
    me.current = consultant;
    mounted.mockClear();
    setUrl(path);
    renderGuarded();
    expect(screen.getByTestId('choose-client')).toBeInTheDocument();
    expect(mounted).not.toHaveBeenCalled();
  });

  it.each([
    '/app/dashboard',
    '/app/analytics',
    '/app/billing',
    '/app/manage-teams',
    '/app/settings?tab=personal-info',
  ])('leaves %s to the consultant (it needs no client)', (path) => {
    me.current = consultant;
    setUrl(path);
    renderGuarded();
    expect(screen.queryByTestId('choose-client')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add employee' })).toBeInTheDocument();
  });

  it('renders the screen itself once a client is chosen, and for employers', () => {
    me.current = { ...consultant, currentUserRole: { name: 'consultant', organization: clients[0] } };
    setUrl('/app/employees');
    renderGuarded();
    expect(screen.getByRole('button', { name: 'Add employee' })).toBeInTheDocument();
    expect(screen.queryByTestId('choose-client')).toBeNull();
  });

  it('speaks Chinese', async () => {
    me.current = consultant;
    setUrl('/app/wallet');
    renderGuarded(<EmployeesStandIn />, 'zh-CN');
    expect(screen.getByRole('heading', { name: '选择客户' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Lagos Logistics Ltd' })).toBeInTheDocument();
  });

  it('employers are never asked to choose a client', () => {
    me.current = employer;
    setUrl('/app/employees');
    renderGuarded();
    expect(screen.getByRole('button', { name: 'Add employee' })).toBeInTheDocument();
  });
});

describe('needsOrganization', () => {
  it('is true for organisation screens and false for the dashboard, consultant screens and personal info', () => {
    expect(needsOrganization('/app/employees')).toBe(true);
    expect(needsOrganization('/app/hiring/create')).toBe(true);
    expect(needsOrganization('/app/settings', 'audit-log')).toBe(true);
    expect(needsOrganization('/app/settings', 'personal-info')).toBe(false);
    expect(needsOrganization('/app/dashboard')).toBe(false);
    expect(needsOrganization('/app/analytics')).toBe(false);
    expect(needsOrganization('/careers/demo')).toBe(false);
  });
});

describe('consultant dashboard', () => {
  it('names each client as a link that switches into its dashboard', async () => {
    renderWithIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ConsultantView />
      </QueryClientProvider>,
    );
    const lagos = await screen.findByRole('link', { name: 'Lagos Logistics Ltd' });
    expect(lagos).toHaveAttribute('href', '/app/dashboard');
    await userEvent.click(lagos);
    await waitFor(() => expect(switches).toEqual([{ orgId: 'o1' }]));
  });
});
