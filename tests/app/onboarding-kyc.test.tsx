import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { KycForm } from '@/components/onboarding/kyc-form';
import { ApiError } from '@/lib/api/client';
import { renderWithIntl } from './render-with-intl';

const submitKyc = vi.fn();
const uploadFile = vi.fn();
vi.mock('@/lib/api/kyc', () => ({ submitKyc: (...a: unknown[]) => submitKyc(...a), getKyc: vi.fn() }));
vi.mock('@/lib/api/files', () => ({ uploadFile: (...a: unknown[]) => uploadFile(...a) }));

const DOC_ID = '6f1c1d0e-3b7a-4c2e-9a57-0d3f5b8c1a22';

function renderForm(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return renderWithIntl(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Registered business name/), 'Ada Foods Limited');
  await user.type(screen.getByLabelText(/RC \/ BN number/), 'RC123456');
  await user.type(screen.getByLabelText(/Tax identification number/), '12345678');
  await user.type(screen.getByLabelText(/Registered address/), '12 Marina Road, Lagos');
  await user.type(screen.getByLabelText(/Industry/), 'Food');
  await user.selectOptions(screen.getByLabelText(/Company size/), '11-50');
  await user.type(screen.getByLabelText(/Full name/), 'Ada Obi');
}

describe('KycForm', () => {
  beforeEach(() => {
    submitKyc.mockReset();
    uploadFile.mockReset();
  });

  it('shows the contract’s field errors and does not submit an empty form', async () => {
    const user = userEvent.setup();
    renderForm(<KycForm />);
    await user.click(screen.getByRole('button', { name: 'Submit KYC' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(6);
    expect(screen.getByText('Choose one of the options.')).toBeInTheDocument();
    expect(screen.getByText('Upload at least one document.')).toBeInTheDocument();
    expect(submitKyc).not.toHaveBeenCalled();
  });

  it('checks director emails and adds or removes directors', async () => {
    const user = userEvent.setup();
    renderForm(<KycForm />);
    await user.click(screen.getByRole('button', { name: 'Add director' }));
    expect(screen.getByTestId('director-1')).toBeInTheDocument();
    await user.type(within(screen.getByTestId('director-1')).getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit KYC' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove director 2' }));
    expect(screen.queryByTestId('director-1')).not.toBeInTheDocument();
  });

  it('uploads documents, lists them and submits the values with their ids', async () => {
    const user = userEvent.setup();
    uploadFile.mockResolvedValue({ message: 'File uploaded.', data: { id: DOC_ID, fileName: 'cac.pdf' } });
    submitKyc.mockResolvedValue({ message: 'KYC approved.', data: { status: 'approved', reasons: [] } });
    const onApproved = vi.fn();
    renderForm(<KycForm onApproved={onApproved} />);
    await fillValid(user);
    const pdf = new File(['%PDF-1.4'], 'cac.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText(/Documents/), { target: { files: [pdf] } });
    expect(await screen.findByText('cac.pdf')).toBeInTheDocument();
    expect(uploadFile).toHaveBeenCalledWith(pdf, 'kyc');
    await user.click(screen.getByRole('button', { name: 'Submit KYC' }));
    await waitFor(() => expect(onApproved).toHaveBeenCalled());
    expect(submitKyc.mock.calls[0]![0]).toMatchObject({
      registeredName: 'Ada Foods Limited',
      companySize: '11-50',
      directors: [{ name: 'Ada Obi' }],
      documentFileIds: [DOC_ID],
    });
  });

  it('puts the API’s field errors on their fields, nested ones included', async () => {
    const user = userEvent.setup();
    uploadFile.mockResolvedValue({ message: 'ok', data: { id: DOC_ID, fileName: 'cac.pdf' } });
    submitKyc.mockRejectedValue(
      new ApiError('Invalid', 422, 'VALIDATION_FAILED', {
        documentFileIds: ['One or more documents were not found in your organisation.'],
        'directors.0.name': ['Too odd.'],
      }),
    );
    renderForm(<KycForm />);
    await fillValid(user);
    fireEvent.change(screen.getByLabelText(/Documents/), {
      target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByText('cac.pdf');
    await user.click(screen.getByRole('button', { name: 'Submit KYC' }));
    expect(
      await screen.findByText('One or more documents were not found in your organisation.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Too odd.')).toBeInTheDocument();
  });
});
