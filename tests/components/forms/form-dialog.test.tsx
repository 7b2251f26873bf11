import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { z } from 'zod';
import { FormDialog } from '@/components/forms/form-dialog';
import { formOutcome, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api/client';
import { renderWithIntl } from '../../app/render-with-intl';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const schema = z.object({ name: z.string().trim().min(1, { message: 'validation.required' }) });

/** A create dialog as screens write it: useZodForm, FormDialog, formOutcome. */
function NameDialog({
  save,
  onOpenChange,
}: {
  save: (v: { name: string }) => Promise<{ message: string }>;
  onOpenChange: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(true);
  const close = (next: boolean) => (setOpen(next), onOpenChange(next));
  const form = useZodForm(schema, { defaultValues: { name: '' } });
  const fieldError = useFieldErrorText();
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="New department"
      description="A name is enough."
      submitLabel="Create"
      pending={form.formState.isSubmitting}
      onSubmit={form.handleSubmit((v) => formOutcome(form, save(v), () => close(false)))}
    >
      <FormField label="Name" error={fieldError(form.formState.errors.name?.message)} required>
        <Input {...form.register('name')} />
      </FormField>
    </FormDialog>
  );
}

describe('FormDialog (a dialog that is one form)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('names itself, sends nothing until submit, closes with the server’s message as a toast', async () => {
    const save = vi.fn().mockResolvedValue({ message: 'Department created.' });
    const onOpenChange = vi.fn();
    renderWithIntl(<NameDialog save={save} onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole('dialog', { name: 'New department' });
    expect(dialog).toHaveAccessibleDescription('A name is enough.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Name/), 'Finance');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(save).toHaveBeenCalledWith({ name: 'Finance' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Department created.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts the API’s field errors on their fields and stays open', async () => {
    const save = vi
      .fn()
      .mockRejectedValue(
        new ApiError('Invalid', 422, 'VALIDATION_FAILED', { name: ['That name is taken.'] }),
      );
    const onOpenChange = vi.fn();
    renderWithIntl(<NameDialog save={save} onOpenChange={onOpenChange} />);
    await userEvent.type(screen.getByLabelText(/Name/), 'Finance');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('That name is taken.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('cannot be dismissed while the write runs: Cancel is disabled, Escape does nothing', async () => {
    let finish!: (v: { message: string }) => void;
    const save = vi.fn(() => new Promise<{ message: string }>((resolve) => (finish = resolve)));
    const onOpenChange = vi.fn();
    renderWithIntl(<NameDialog save={save} onOpenChange={onOpenChange} />);
    await userEvent.type(screen.getByLabelText(/Name/), 'Finance');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    finish({ message: 'Department created.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks the reader’s language for its own buttons', () => {
    renderWithIntl(<NameDialog save={vi.fn()} onOpenChange={vi.fn()} />, { locale: 'zh-CN' });
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });
});
