import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

describe('ConfirmDialog (loaded on first use)', () => {
  it('renders only its trigger until clicked, then opens, confirms and closes', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog trigger={<Button>Delete</Button>} title="Delete Finance?" onConfirm={onConfirm} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Finance?' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(dialog).not.toBeInTheDocument();
  });

  it('a dialog its parent opens loads when it first opens, and tells the parent when it closes', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <ConfirmDialog open={false} onOpenChange={onOpenChange} title="Stop?" onConfirm={() => {}} />,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    rerender(<ConfirmDialog open onOpenChange={onOpenChange} title="Stop?" onConfirm={() => {}} />);
    await screen.findByRole('alertdialog', { name: 'Stop?' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
