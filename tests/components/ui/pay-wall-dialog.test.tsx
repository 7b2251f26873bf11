import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PayWallDialog } from '@/components/ui/pay-wall-dialog';

const props = {
  title: 'Your subscription has expired',
  description: 'Renew to keep using leave, shifts and hiring.',
  ctaLabel: 'Renew plan',
  ctaHref: '/app/settings?tab=billing-info',
};

describe('PayWallDialog', () => {
  it('renders nothing when closed', () => {
    render(<PayWallDialog open={false} onOpenChange={() => {}} {...props} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the given strings and links the CTA', async () => {
    const onOpenChange = vi.fn();
    render(<PayWallDialog open onOpenChange={onOpenChange} {...props} dismissLabel="Not now" closeLabel="Close dialog" />);
    const dialog = screen.getByRole('dialog', { name: props.title });
    expect(dialog).toHaveAccessibleDescription(props.description);
    const cta = screen.getByRole('link', { name: 'Renew plan' });
    expect(cta).toHaveAttribute('href', props.ctaHref);
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes when the CTA is followed', async () => {
    const onOpenChange = vi.fn();
    render(<PayWallDialog open onOpenChange={onOpenChange} {...props} />);
    const cta = screen.getByRole('link', { name: 'Renew plan' });
    cta.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(cta);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
