import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplyForm } from '@/components/hiring/careers/apply-form';
import { OfferView } from '@/components/hiring/careers/offer-view';
import { JobDetails } from '@/components/hiring/job-details';
import { ApiError } from '@/lib/api/client';
import type { PublicJob, PublicOffer } from '@/lib/contracts/hiring';
import { renderWithIntl } from '../../app/render-with-intl';

const api = vi.hoisted(() => ({ applyToJob: vi.fn(), acceptOffer: vi.fn(), rejectOffer: vi.fn() }));
vi.mock('@/lib/api/hiring', () => api);

const job: PublicJob = {
  id: 'j1',
  title: 'Sales Rep',
  department: 'Sales',
  jobRole: null,
  employmentType: 'full_time',
  location: 'Lagos',
  remote: true,
  description: 'Line one\n<script>alert(1)</script><b>bold</b>',
  requirements: null,
  salary: { min: 20_000_000, max: 35_000_000, currency: 'NGN' },
  openings: 1,
  closingDate: '2030-01-31',
  questions: [{ id: 'q1', label: 'Do you drive?', kind: 'yes_no', required: true }],
  postedAt: '2026-11-01T00:00:00.000Z',
};

describe('[HIRING] careers components', () => {
  it('shows a job with its salary and renders user text as text, never as HTML', () => {
    const { container } = renderWithIntl(<JobDetails job={job} locale="en-GB" />);
    expect(screen.getByRole('heading', { name: 'Sales Rep' })).toBeInTheDocument();
    expect(screen.getByText(/Sales · Full time · Lagos · Remote/)).toBeInTheDocument();
    expect(screen.getByText(/Salary: .*200,000.* – .*350,000.* a month/)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
  });

  it('checks the CV and required answers before sending, then sends multipart with answers as JSON', async () => {
    const user = userEvent.setup();
    renderWithIntl(<ApplyForm jobId="j1" questions={job.questions} />);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Attach your CV.')).toBeInTheDocument();
    expect(screen.getByText('Answer this question.')).toBeInTheDocument();
    expect(api.applyToJob).not.toHaveBeenCalled();

    api.applyToJob.mockRejectedValueOnce(
      new ApiError('Invalid', 422, 'VALIDATION_FAILED', { email: ['Enter a valid email address.'] }),
    );
    await user.type(screen.getByLabelText(/^First name/), 'Ada');
    await user.type(screen.getByLabelText(/^Email/), 'bad');
    await user.upload(
      screen.getByLabelText(/^CV/),
      new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(api.applyToJob).toHaveBeenCalled());
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    const form = api.applyToJob.mock.calls[0]![1] as FormData;
    expect(form.get('answers')).toBe(JSON.stringify({ q1: 'yes' }));
    expect((form.get('cv') as File).name).toBe('cv.pdf');

    api.applyToJob.mockResolvedValueOnce({ message: 'Application received.', data: { id: 'a1' } });
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Application received.');
  });

  it('accepts an open offer and explains an answered one', async () => {
    const user = userEvent.setup();
    const offer: PublicOffer = {
      id: 'o1',
      status: 'viewed',
      organizationName: 'Demo Foods Ltd',
      jobTitle: 'Sales Rep',
      firstName: 'Ada',
      salary: 25_000_000,
      currency: 'NGN',
      startDate: '2030-02-01',
      expiresAt: '2030-01-20T23:59:59.000Z',
      message: null,
      answerable: true,
    };
    api.acceptOffer.mockResolvedValueOnce({
      message: 'Offer accepted. Welcome aboard!',
      data: { ...offer, status: 'accepted', answerable: false },
    });
    const { unmount } = renderWithIntl(<OfferView token="t" initial={offer} locale="en-GB" />);
    // dates as the app writes them, not ISO
    expect(screen.getByText('1 Feb 2030')).toBeInTheDocument();
    expect(screen.getByText('20 Jan 2030')).toBeInTheDocument();
    expect(screen.queryByText('2030-02-01')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept the offer' }));
    await waitFor(() => expect(screen.getByText('Offer accepted. Welcome aboard!')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Accept the offer' })).toBeNull();
    unmount();
    renderWithIntl(
      <OfferView token="t" initial={{ ...offer, status: 'rescinded', answerable: false }} locale="en-GB" />,
    );
    expect(
      screen.getByText('This offer was withdrawn by the employer and can no longer be answered.'),
    ).toBeInTheDocument();
  });

  it('writes the offer’s dates in Chinese as the app does (2030年2月1日)', () => {
    const offer: PublicOffer = {
      id: 'o1',
      status: 'sent',
      organizationName: 'Demo Foods Ltd',
      jobTitle: 'Sales Rep',
      firstName: 'Ada',
      salary: 25_000_000,
      currency: 'NGN',
      startDate: '2030-02-01',
      // 23:59:59 in Lagos on 20 Jan
      expiresAt: '2030-01-20T22:59:59.000Z',
      message: null,
      answerable: true,
    };
    renderWithIntl(<OfferView token="t" initial={offer} locale="zh-CN" />, { locale: 'zh-CN' });
    expect(screen.getByText('2030年2月1日')).toBeInTheDocument();
    expect(screen.getByText('2030年1月20日')).toBeInTheDocument();
  });
});
