import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { EmployeeForm } from '@/components/employees/employee-form';
import { ApiError } from '@/lib/api/client';
import { createEmployee } from '@/lib/api/employees';
import { getBanks, nameEnquiry } from '@/lib/api/payments';
import { envelope, me, options, renderScreen } from './helpers';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/lib/api/employees');
vi.mock('@/lib/api/payments');
vi.mock('@/lib/queries/account', () => ({ useMe: () => me }));
vi.mock('@/components/employees/use-employee-options', async () => {
  const { options: o } = await import('./helpers');
  return { useEmployeeOptions: () => o, useDepartmentAndGroupOptions: () => o };
});

const onDone = vi.fn();
const renderForm = () => renderScreen(<EmployeeForm onDone={onDone} onCancel={vi.fn()} />);
const field = (label: string | RegExp) => screen.getByLabelText(label);
const errorOf = (label: string | RegExp) => {
  const id = field(label).getAttribute('aria-describedby')?.split(' ')[0];
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function fillRequired() {
  await userEvent.type(field('Staff ID'), 'DF-100');
  await userEvent.type(field('Email'), 'Tunde@DemoFoods.test');
  await userEvent.type(field('First name'), 'Tunde');
  await userEvent.type(field('Last name'), 'Bello');
}

async function verifyAccount() {
  await userEvent.selectOptions(field('Bank'), 'GT Bank');
  await userEvent.type(field('Account number'), '0123456789');
  return screen.findByTestId('verified-account-name', {}, { timeout: 3000 });
}

beforeEach(() => {
  vi.mocked(createEmployee).mockReset();
  vi.mocked(nameEnquiry).mockReset();
  vi.mocked(getBanks).mockResolvedValue(
    envelope([
      { code: '058', name: 'GT Bank' },
      { code: '044', name: 'Access Bank' },
    ]),
  );
  vi.mocked(toast.success).mockClear();
  onDone.mockClear();
});

describe('EmployeeForm (create)', () => {
  it('shows the contract’s field errors and sends nothing when required fields are missing or wrong', async () => {
    renderForm();
    await userEvent.type(field('Email'), 'not-an-email');
    await userEvent.type(field('BVN'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    await waitFor(() => expect(errorOf('Staff ID')).toBe('This field is required.'));
    expect(errorOf('First name')).toBe('This field is required.');
    expect(errorOf('Email')).toBe('Enter a valid email address.');
    expect(errorOf('Basic (NGN)')).toBe('Enter an amount of zero or more.');
    expect(errorOf('BVN')).toBe('Enter exactly 11 digits.');
    expect(createEmployee).not.toHaveBeenCalled();
  });

  it('runs a name enquiry on the bank account and shows the account name before saving', async () => {
    vi.mocked(nameEnquiry).mockResolvedValue(
      envelope({
        accountNumber: '0123456789',
        accountName: 'TUNDE BELLO',
        bankCode: '058',
        bankName: 'GT Bank',
      }),
    );
    renderForm();
    expect(await screen.findByRole('option', { name: 'GT Bank' })).toBeInTheDocument();
    expect((await verifyAccount()).textContent).toBe('TUNDE BELLO');
    expect(nameEnquiry).toHaveBeenCalledTimes(1);
    expect(nameEnquiry).toHaveBeenCalledWith({ bankCode: '058', accountNumber: '0123456789' });
  });

  it('refuses to save an account the name enquiry rejected, with the reason on the field', async () => {
    vi.mocked(nameEnquiry).mockRejectedValue(
      new ApiError('No such account at this bank.', 422, 'VALIDATION'),
    );
    renderForm();
    await screen.findByRole('option', { name: 'GT Bank' });
    await fillRequired();
    await userEvent.type(field('Basic (NGN)'), '1000');
    await userEvent.selectOptions(field('Bank'), 'GT Bank');
    await userEvent.type(field('Account number'), '0123456789');
    await waitFor(() => expect(errorOf('Account number')).toBe('No such account at this bank.'), {
      timeout: 3000,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    await waitFor(() =>
      expect(errorOf('Account number')).toBe('Wait for the account to be verified before saving.'),
    );
    expect(createEmployee).not.toHaveBeenCalled();
  });

  it('sends amounts typed in naira as exact kobo, with the verified bank, and closes with a toast', async () => {
    vi.mocked(nameEnquiry).mockResolvedValue(
      envelope({
        accountNumber: '0123456789',
        accountName: 'TUNDE BELLO',
        bankCode: '058',
        bankName: 'GT Bank',
      }),
    );
    vi.mocked(createEmployee).mockResolvedValue({ message: 'Employee added.', data: {} as never });
    renderForm();
    await screen.findByRole('option', { name: 'GT Bank' });
    await fillRequired();
    await userEvent.selectOptions(field('Department'), 'Logistics');
    await userEvent.type(field('Basic (NGN)'), '150000.29');
    await userEvent.type(field('Housing (NGN)'), '0.1');
    await userEvent.type(field('Transport (NGN)'), '1234567.89');
    expect(field('Basic (NGN)')).toHaveValue('150,000.29');
    expect(screen.getByText(/NGN\s1,384,568\.28/)).toBeInTheDocument();
    await verifyAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Add employee' }));

    await waitFor(() => expect(createEmployee).toHaveBeenCalledTimes(1));
    const body = vi.mocked(createEmployee).mock.calls[0]![0];
    expect(body).toMatchObject({
      staffId: 'DF-100',
      email: 'tunde@demofoods.test',
      firstName: 'Tunde',
      lastName: 'Bello',
      departmentId: options.departments[1]!.id,
      payCurrency: 'NGN',
      basic: 15_000_029,
      housing: 10,
      transport: 123_456_789,
      other: 0,
      annualRent: 0,
      bankCode: '058',
      accountNumber: '0123456789',
      bvn: null,
      jobRoleId: null,
    });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Employee added.');
  });

  it('puts the API’s field errors on their fields', async () => {
    vi.mocked(createEmployee).mockRejectedValue(
      new ApiError('The data is not valid.', 422, 'VALIDATION', {
        staffId: ['This staff ID is already in use.'],
      }),
    );
    renderForm();
    await fillRequired();
    await userEvent.type(field('Basic (NGN)'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Add employee' }));
    await waitFor(() => expect(errorOf('Staff ID')).toBe('This staff ID is already in use.'));
    expect(vi.mocked(createEmployee).mock.calls[0]![0]).toMatchObject({ basic: 50_000 });
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('EmployeeForm (edit)', () => {
  it('is prefilled from the record and sends changes without the secrets it never received', async () => {
    const { detail } = await import('./helpers');
    const { updateEmployee } = await import('@/lib/api/employees');
    vi.mocked(updateEmployee).mockResolvedValue({ message: 'Employee updated.', data: detail() });
    renderScreen(<EmployeeForm employee={detail()} onDone={onDone} onCancel={vi.fn()} />);
    expect(field('Basic (NGN)')).toHaveValue('200,000.50');
    expect(screen.getByText('On file: *******1234. Leave empty to keep it.')).toBeInTheDocument();
    await userEvent.clear(field('First name'));
    await userEvent.type(field('First name'), 'Adaeze');
    await userEvent.clear(field('Housing (NGN)'));
    await userEvent.type(field('Housing (NGN)'), '35000');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updateEmployee).toHaveBeenCalledTimes(1));
    const [id, body] = vi.mocked(updateEmployee).mock.calls[0]!;
    expect(id).toBe(detail().id);
    expect(body).toMatchObject({
      firstName: 'Adaeze',
      basic: 20_000_050,
      housing: 3_500_000,
      staffId: 'DF-001',
      departmentId: detail().department!.id,
      jobRoleId: detail().jobRole!.id,
    });
    for (const secret of ['accountNumber', 'bankCode', 'bvn', 'nin']) expect(body).not.toHaveProperty(secret);
    expect(nameEnquiry).not.toHaveBeenCalled();
  });
});

describe('EmployeeForm (from a hire)', () => {
  it('starts from the given values and creates the employee with them once the staff ID is added', async () => {
    vi.mocked(createEmployee).mockResolvedValue({ message: 'Employee added.', data: {} } as never);
    const initial = {
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: 'ngozi@example.test',
      startDate: '2030-04-01',
      basic: 35_000_000,
    };
    renderScreen(
      <EmployeeForm initial={initial} submitLabel="Create employee" onDone={onDone} onCancel={vi.fn()} />,
    );
    expect(field('First name')).toHaveValue('Ngozi');
    expect(field('Start date')).toHaveValue('2030-04-01');
    expect(field('Basic (NGN)')).toHaveValue('350,000.00');
    await userEvent.click(screen.getByRole('button', { name: 'Create employee' }));
    await waitFor(() => expect(errorOf('Staff ID')).toBe('This field is required.'));
    expect(createEmployee).not.toHaveBeenCalled();
    await userEvent.type(field('Staff ID'), 'HIRE-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create employee' }));
    await waitFor(() => expect(createEmployee).toHaveBeenCalledTimes(1));
    expect(vi.mocked(createEmployee).mock.calls[0]![0]).toMatchObject({ ...initial, staffId: 'HIRE-1' });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
