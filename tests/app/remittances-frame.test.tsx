import { screen } from '@testing-library/react';
import TypePage from '@/app/app/(dashboard)/employees/remittances/[type]/page';
import { RemittanceFrame, RemittancesFrame } from '@/components/remittances/remittances-frame';
import { REMITTANCE_TYPES } from '@/components/remittances/remittance-types';
import { renderWithIntl } from './render-with-intl';

vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

describe('RemittanceFrame', () => {
  it('names the type in the title and description and links its screens', () => {
    renderWithIntl(<RemittanceFrame type="nhf" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'National Housing Fund remittances' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Payments and schedules for National Housing Fund (nhf).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receipts' })).toHaveAttribute(
      'href',
      '/app/employees/remittances/nhf/receipts',
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/app/employees/remittances/nhf/settings',
    );
    expect(screen.getByRole('link', { name: 'Add remittance' })).toHaveAttribute(
      'href',
      '/app/employees/remittances/nhf/add',
    );
    expect(screen.getByText('No National Housing Fund remittances yet')).toBeInTheDocument();
  });
});

describe('RemittancesFrame', () => {
  it('links every remittance type', () => {
    renderWithIntl(<RemittancesFrame />);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(
      REMITTANCE_TYPES.map((t) => `/app/employees/remittances/${t}`),
    );
  });
});

describe('remittance type page', () => {
  it.each(REMITTANCE_TYPES)('renders the frame for %s', async (type) => {
    const element = await TypePage({ params: Promise.resolve({ type }) });
    expect(element.props).toEqual({ type });
  });

  it('answers not found for an unknown type', async () => {
    await expect(TypePage({ params: Promise.resolve({ type: 'vat' }) })).rejects.toThrow('NEXT_NOT_FOUND');
  });
});
