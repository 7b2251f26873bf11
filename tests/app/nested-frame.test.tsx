import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { NestedFrame } from '@/components/layout/nested-frame';

// Links prefetch on intent through the app router, which a bare render has not mounted.
vi.mock('next/navigation', async (original) => ({
  ...(await original<object>()),
  useRouter: () => ({ prefetch: () => undefined }),
}));

// Every screen now loads real data and has its own tests (title, states, both languages); what is
// left here is the nested layout all record screens share.
describe('NestedFrame', () => {
  it('shows a back link to the parent list above its children', () => {
    render(
      <NestedFrame backHref="/app/employees" backLabel="Back to employees">
        <p>Record</p>
      </NestedFrame>,
    );
    expect(screen.getByRole('link', { name: 'Back to employees' })).toHaveAttribute(
      'href',
      '/app/employees?tab=active',
    );
    expect(screen.getByText('Record')).toBeInTheDocument();
  });
});
