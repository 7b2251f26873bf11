import TypePage from '@/app/app/(dashboard)/employees/remittances/[type]/page';
import { REMITTANCE_TYPES } from '@/components/remittances/remittance-types';

vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

// The screens themselves are tested in tests/components/remittances with the API mocked.
describe('remittance type page', () => {
  it.each(REMITTANCE_TYPES)('renders the screen for %s', async (type) => {
    const element = await TypePage({ params: Promise.resolve({ type }) });
    expect(element.props).toEqual({ type });
  });

  it('answers not found for an unknown type', async () => {
    await expect(TypePage({ params: Promise.resolve({ type: 'vat' }) })).rejects.toThrow('NEXT_NOT_FOUND');
  });
});
