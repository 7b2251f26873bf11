import { render, screen } from '@testing-library/react';
import { Badge, badgeVariants } from '@/components/ui/badge';

describe('Badge', () => {
  it.each(['default', 'secondary', 'success', 'warning', 'danger', 'outline'] as const)(
    'renders the %s variant',
    (variant) => {
      render(<Badge variant={variant}>Active</Badge>);
      expect(screen.getByText('Active').className).toBe(badgeVariants({ variant }));
    },
  );

  it('has distinct classes per variant', () => {
    const variants = ['default', 'secondary', 'success', 'warning', 'danger', 'outline'] as const;
    expect(new Set(variants.map((variant) => badgeVariants({ variant }))).size).toBe(variants.length);
  });
});
