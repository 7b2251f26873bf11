import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditLogTab } from '@/components/audit/audit-log-tab';
import type { AuditLog } from '@/lib/contracts/audit';
import { currentUrl, setUrl } from '../components/memory-router';
import { renderWithIntl } from './render-with-intl';

const state = vi.hoisted(() => ({
  rows: [] as AuditLog[],
  filters: [] as unknown[],
  total: null as number | null,
}));

vi.mock('next/navigation', () => import('../components/memory-router'));
vi.mock('@/lib/queries/audit', () => ({
  useAudits: (filters: unknown) => {
    state.filters.push(filters);
    return {
      isPending: false,
      isError: false,
      data: {
        data: state.rows,
        meta: {
          page: 1,
          perPage: 20,
          total: state.total ?? state.rows.length,
          totalPages: Math.max(1, Math.ceil((state.total ?? state.rows.length) / 20)),
        },
      },
    };
  },
}));

const row = (o: Partial<AuditLog>): AuditLog => ({
  id: crypto.randomUUID(),
  action: 'POST /wallets/{wallet_id}/simulate-funding',
  entity: 'wallet',
  entityId: 'w1',
  actor: { id: 'u1', name: 'Amaka Eze', email: 'admin@demo.paygrid.test' },
  before: null,
  after: { replayed: false },
  detailsHidden: false,
  requestId: 'r1',
  createdAt: '2026-11-20T10:00:00Z',
  ...o,
});

describe('AuditLogTab (wallet funding in the audit log)', () => {
  it('lists who did what, shows before/after on demand and filters by entity', async () => {
    state.rows = [row({}), row({ action: 'webhook funding', actor: null })];
    state.filters = [];
    setUrl('/app/settings?tab=audit-log');
    renderWithIntl(<AuditLogTab />);
    expect(screen.getByText('Amaka Eze')).toBeInTheDocument();
    expect(screen.getByText('System')).toBeInTheDocument();
    expect(screen.getAllByText('Wallet').length).toBeGreaterThan(0);
    // actions in words, never the API route
    expect(screen.getByText('Simulated a wallet funding')).toBeInTheDocument();
    expect(screen.getByText('Received a wallet funding')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('/wallets/');

    await userEvent.click(screen.getAllByRole('button', { name: 'Show changes' })[0]!);
    const details = screen.getByRole('region', { name: 'Simulated a wallet funding' });
    expect(details).toHaveTextContent('"replayed": false');
    expect(details).toHaveTextContent('Nothing recorded');

    await userEvent.selectOptions(screen.getByRole('combobox'), 'departments');
    expect(state.filters.at(-1)).toMatchObject({ entity: 'departments', page: 1 });
  });

  it('reads its page from the URL and goes back to page 1 (keeping the tab) when the entity changes', async () => {
    state.rows = [row({})];
    state.filters = [];
    setUrl('/app/settings?tab=audit-log&page=3');
    renderWithIntl(<AuditLogTab />);
    expect(state.filters.at(-1)).toMatchObject({ page: 3, perPage: 20 });
    await userEvent.selectOptions(screen.getByRole('combobox'), 'departments');
    expect(currentUrl()).toBe('/app/settings?tab=audit-log');
    expect(state.filters.at(-1)).toMatchObject({ entity: 'departments', page: 1 });
  });

  it('says why a change’s details are withheld from an admin without that module’s permission', async () => {
    state.rows = [row({ entity: 'employees', before: null, after: null, detailsHidden: true })];
    renderWithIntl(<AuditLogTab />);
    await userEvent.click(screen.getByRole('button', { name: 'Show changes' }));
    const details = screen.getByRole('region', { name: 'Simulated a wallet funding' });
    expect(details).toHaveTextContent(/shown only to admins with the permission/);
    expect(details).not.toHaveTextContent('Nothing recorded');
  });

  it('reads in Chinese: actions in words and the pager in Chinese; an action it does not know shows as recorded', () => {
    state.rows = [row({}), row({ action: 'POST /some/retired-route' })];
    renderWithIntl(<AuditLogTab />, { locale: 'zh-CN' });
    expect(screen.getByText('模拟了钱包充值')).toBeInTheDocument();
    expect(screen.getByText('POST /some/retired-route')).toBeInTheDocument();
  });

  it('pages in the reader’s language', () => {
    state.rows = Array.from({ length: 20 }, () => row({}));
    state.total = 45;
    renderWithIntl(<AuditLogTab />, { locale: 'zh-CN' });
    state.total = null;
    expect(screen.getByRole('navigation', { name: '审计日志分页' })).toHaveTextContent(
      '第 1–20 条，共 45 条',
    );
    expect(screen.getByRole('button', { name: /下一页/ })).toBeInTheDocument();
  });

  it('shows an empty state', () => {
    state.rows = [];
    renderWithIntl(<AuditLogTab />);
    expect(screen.getByText('No activity yet')).toBeInTheDocument();
  });
});
