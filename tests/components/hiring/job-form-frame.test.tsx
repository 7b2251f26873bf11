import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { JobFormFrame } from '@/components/hiring/hiring-frame';
import { loadCompiledMessages } from '@/lib/i18n/catalog';

// As pages run it: messages compiled ahead of time, formatted by use-intl's format-only build (next.config.ts).
vi.mock('use-intl/format-message', () => import('use-intl/format-message/format-only'));
vi.mock('next/navigation', () => import('../memory-router'));
vi.mock('@/components/hiring/job-form', () => ({ JobForm: () => <form aria-label="job" /> }));
vi.mock('@/lib/queries/hiring', () => ({ useJob: () => ({ data: undefined, isError: false }) }));

describe('[HIRING] the job form screen', () => {
  it('formats no text while the job to edit loads (an empty "{title}" is an IntlError)', () => {
    const onError = vi.fn();
    render(
      <NextIntlClientProvider locale="en-GB" messages={loadCompiledMessages('en-GB')} onError={onError}>
        <JobFormFrame id="j1" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Edit job' })).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it('describes the create screen', () => {
    render(
      <NextIntlClientProvider locale="en-GB" messages={loadCompiledMessages('en-GB')}>
        <JobFormFrame />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText(/Describe the role/)).toBeInTheDocument();
  });
});
