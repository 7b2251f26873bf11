import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublicPoll } from '@/components/comms/public-poll';
import { ApiError } from '@/lib/api/client';
import type { PublicPoll as PublicPollData } from '@/lib/contracts/comms';
import { envelope, renderScreen } from '../employees/helpers';

const api = vi.hoisted(() => ({ getPublicPoll: vi.fn(), submitPoll: vi.fn() }));
vi.mock('@/lib/api/comms', () => api);

const poll = (o: Partial<PublicPollData> = {}): PublicPollData => ({
  organizationName: 'Demo Foods Ltd',
  status: 'open',
  open: true,
  question: 'Best day for the town hall?',
  multiple: false,
  anonymous: true,
  options: [
    { id: 'o1', label: 'Monday' },
    { id: 'o2', label: 'Friday' },
  ],
  closesAt: null,
  answered: false,
  personal: true,
  ...o,
});

beforeEach(() => {
  api.getPublicPoll.mockReset();
  api.submitPoll.mockReset();
});

describe('PublicPoll', () => {
  it('asks for a choice, sends it, and thanks the respondent', async () => {
    api.getPublicPoll.mockResolvedValue(envelope(poll()));
    api.submitPoll.mockResolvedValue(envelope({ answered: true }));
    const user = userEvent.setup();
    renderScreen(<PublicPoll token="tok-123456789" />);
    expect(await screen.findByRole('heading', { name: 'Best day for the town hall?' })).toBeInTheDocument();
    expect(screen.getByText(/Your answer is anonymous/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose one option.');
    expect(api.submitPoll).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Friday'));
    await user.click(screen.getByRole('button', { name: 'Send my answer' }));
    await waitFor(() => expect(api.submitPoll).toHaveBeenCalledWith('tok-123456789', ['o2']));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  });

  it('tells a visitor on the shared link that the answer is anonymous, never that their name is shared', async () => {
    api.getPublicPoll.mockResolvedValue(envelope(poll({ personal: false, anonymous: true })));
    renderScreen(<PublicPoll token="shared-123456789" />);
    expect(await screen.findByText(/This is a shared link: your answer is anonymous\./)).toBeInTheDocument();
    expect(screen.queryByText(/Your name is shared/)).toBeNull();
  });

  it('tells a personal-link respondent of a named poll that their name is shared', async () => {
    api.getPublicPoll.mockResolvedValue(envelope(poll({ personal: true, anonymous: false })));
    renderScreen(<PublicPoll token="tok-123456789" />);
    expect(await screen.findByText(/Your name is shared with your answer\./)).toBeInTheDocument();
  });

  it('lets a multiple-choice poll take several options', async () => {
    api.getPublicPoll.mockResolvedValue(envelope(poll({ multiple: true })));
    api.submitPoll.mockResolvedValue(envelope({ answered: true }));
    const user = userEvent.setup();
    renderScreen(<PublicPoll token="tok-123456789" />);
    await user.click(await screen.findByLabelText('Monday'));
    await user.click(screen.getByLabelText('Friday'));
    await user.click(screen.getByRole('button', { name: 'Send my answer' }));
    await waitFor(() => expect(api.submitPoll).toHaveBeenCalledWith('tok-123456789', ['o1', 'o2']));
  });

  it.each([
    ['closed', poll({ status: 'closed' }), 'This poll is closed'],
    ['used', poll({ answered: true }), 'Already answered'],
    ['unavailable', poll({ status: 'unavailable', question: null, options: [] }), 'This poll is unavailable'],
  ])('shows the %s state', async (_, data, heading) => {
    api.getPublicPoll.mockResolvedValue(envelope(data));
    renderScreen(<PublicPoll token="tok-123456789" />);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send my answer' })).not.toBeInTheDocument();
  });

  it('says the link is not recognised on a 404, and shows the used state when the link was used meanwhile', async () => {
    api.getPublicPoll.mockRejectedValueOnce(new ApiError('This poll was not found.', 404, 'NOT_FOUND'));
    const { unmount } = renderScreen(<PublicPoll token="tok-123456789" />);
    expect(await screen.findByRole('heading', { name: 'Link not recognised' })).toBeInTheDocument();
    unmount();

    api.getPublicPoll
      .mockResolvedValueOnce(envelope(poll()))
      .mockResolvedValueOnce(envelope(poll({ answered: true })));
    api.submitPoll.mockRejectedValue(
      new ApiError('This link has already been used to answer.', 409, 'CONFLICT'),
    );
    const user = userEvent.setup();
    renderScreen(<PublicPoll token="tok-123456789" />);
    await user.click(await screen.findByLabelText('Monday'));
    await user.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByRole('heading', { name: 'Already answered' })).toBeInTheDocument();
  });
});
