import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MfaCodeHost } from '@/components/account/mfa-code-host';
import { apiRequest } from '@/lib/api/client';
import { renderWithIntl } from '../../app/render-with-intl';
import '../ui/dom-stubs';

const BASE = 'http://paygrid.test/api/v1';
const server = setupServer();
beforeAll(() => {
  process.env.NEXT_PUBLIC_API_BASE_URL = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A guarded call: 403 MFA_REQUIRED without a code, MFA_INVALID for any code but 123456, else 200. */
function guardedApprove(seen: (string | null)[]) {
  server.use(
    http.patch(`${BASE}/payroll/run-1/approve`, async ({ request }) => {
      const code = request.headers.get('x-mfa-code');
      seen.push(code);
      const body = (await request.json()) as { note: string };
      if (!code) return HttpResponse.json({ message: 'Code needed', code: 'MFA_REQUIRED' }, { status: 403 });
      if (code !== '123456')
        return HttpResponse.json({ message: 'Wrong code', code: 'MFA_INVALID' }, { status: 403 });
      return HttpResponse.json({ message: 'Approved', data: { note: body.note } });
    }),
  );
}

const approve = () =>
  apiRequest<{ note: string }>('payroll/{id}/approve', {
    method: 'PATCH',
    params: { id: 'run-1' },
    body: { note: 'kept' },
  });

describe('MfaCodeHost: the step-up dialog (issue 33)', () => {
  it('asks for a code on MFA_REQUIRED, retries the same call with X-MFA-Code and its body, and says so again on MFA_INVALID', async () => {
    const seen: (string | null)[] = [];
    guardedApprove(seen);
    renderWithIntl(<MfaCodeHost />);
    const user = userEvent.setup();
    const result = approve();

    const dialog = await screen.findByRole('dialog', { name: 'Enter your authentication code' });
    expect(dialog).toHaveTextContent('needs a fresh 6-digit code');
    // Not six digits: a field error, nothing sent.
    await user.type(screen.getByLabelText(/6-digit code/), '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the 6 digits your authenticator app shows.')).toBeInTheDocument();
    expect(seen).toEqual([null]);

    await user.clear(screen.getByLabelText(/6-digit code/));
    await user.type(screen.getByLabelText(/6-digit code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const again = await screen.findByRole('dialog');
    await waitFor(() => expect(again).toHaveTextContent('wrong or has been used already'));

    await user.type(screen.getByLabelText(/6-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(result).resolves.toMatchObject({ data: { note: 'kept' } });
    expect(seen).toEqual([null, '654321', '123456']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancelling fails the call with the API error and sends nothing more', async () => {
    const seen: (string | null)[] = [];
    guardedApprove(seen);
    renderWithIntl(<MfaCodeHost />);
    const user = userEvent.setup();
    // Caught at once: the rejection comes when Cancel is clicked, before the expectation awaits it.
    const result = approve().catch((error: unknown) => error);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await result).toMatchObject({ code: 'MFA_REQUIRED' });
    expect(seen).toEqual([null]);
  });
});
