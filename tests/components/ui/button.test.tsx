import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonVariants } from '@/components/ui/button';

describe('Button', () => {
  it('renders a type=button with the default variant and size', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toContain('bg-brand-600');
    expect(button.className).toContain('h-10');
  });

  it.each(['default', 'danger', 'secondary', 'ghost', 'link'] as const)('has the %s variant', (variant) => {
    expect(buttonVariants({ variant })).toBeTruthy();
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button').className).toBe(buttonVariants({ variant }));
  });

  it('gives every size its own classes', () => {
    const sizes = ['default', 'xs', 'sm', 'md', 'lg', 'icon'] as const;
    const classes = sizes.map((size) => buttonVariants({ size }));
    expect(new Set(classes).size).toBe(sizes.length);
    expect(buttonVariants({ variant: 'danger' })).toContain('bg-danger');
  });

  it('calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('replaces the content with a spinner while loading, keeps the name and disables it', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        <span>Save</span> changes
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save changes' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Save')).not.toBeInTheDocument();
    expect(button.querySelector('[data-slot="spinner"]')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('uses loadingLabel or aria-label as the name while loading', () => {
    const { rerender } = render(
      <Button loading loadingLabel="Saving…">
        Save
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeInTheDocument();
    rerender(
      <Button loading aria-label="Delete employee" size="icon">
        <svg />
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Delete employee' })).toBeInTheDocument();
  });

  it('renders its child with asChild', () => {
    render(
      <Button asChild variant="link">
        <a href="/app">Home</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link).toHaveAttribute('href', '/app');
    expect(link.className).toContain('text-brand-600');
  });

  it('marks an asChild link busy and replaces its content while loading', () => {
    render(
      <Button asChild loading>
        <a href="/app">Home</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Home')).not.toBeInTheDocument();
  });
});
