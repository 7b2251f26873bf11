import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, GENERIC_ERROR } from '@/lib/api/api-error';

const lib = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }));
vi.mock('react-toastify', () => ({ toast: lib }));

const { toastCallbacks, toastOutcome } = await import('@/lib/toast');
// react-toastify loads with the first toast: wait until the call has reached it
const toasted = () =>
  vi.waitFor(() => expect(lib.success.mock.calls.length + lib.error.mock.calls.length).toBe(1));

describe('lib/toast: one outcome helper for every write', () => {
  beforeEach(() => vi.clearAllMocks());

  it('says the server’s message on success, then runs onDone with the answer', async () => {
    const onDone = vi.fn();
    await toastOutcome(Promise.resolve({ message: 'Department created.', data: { id: 'd1' } }), onDone);
    await toasted();
    expect(lib.success).toHaveBeenCalledWith('Department created.');
    expect(onDone).toHaveBeenCalledWith({ message: 'Department created.', data: { id: 'd1' } });
    expect(lib.error).not.toHaveBeenCalled();
  });

  it('says the API’s message on failure (the generic one for anything else) and rejects, so a confirmation stays open', async () => {
    const onDone = vi.fn();
    const refused = new ApiError('This group still has members.', 409, 'CONFLICT');
    await expect(toastOutcome(Promise.reject(refused), onDone)).rejects.toBe(refused);
    await toasted();
    expect(lib.error).toHaveBeenCalledWith('This group still has members.');
    expect(onDone).not.toHaveBeenCalled();

    vi.clearAllMocks();
    await expect(toastOutcome(Promise.reject(new TypeError('x')))).rejects.toThrow('x');
    await toasted();
    expect(lib.error).toHaveBeenCalledWith(GENERIC_ERROR);
  });

  it('leaves no unhandled rejection when the caller does not await it', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    void toastOutcome(Promise.reject(new ApiError('No', 422, 'VALIDATION_FAILED')));
    await toasted();
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('takes other success words, and hands a failure to onError instead of the error toast', async () => {
    await toastOutcome(Promise.resolve({ message: 'ok', data: { sentTo: 'a@b.ng' } }), {
      success: ({ data }) => `Sent to ${data.sentTo}`,
    });
    await toasted();
    expect(lib.success).toHaveBeenCalledWith('Sent to a@b.ng');

    vi.clearAllMocks();
    const onError = vi.fn();
    const e = new ApiError('Wallet too low', 422, 'INSUFFICIENT_FUNDS');
    await expect(toastOutcome(Promise.reject(e), { onError })).rejects.toBe(e);
    expect(onError).toHaveBeenCalledWith(e);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lib.error).not.toHaveBeenCalled();
  });

  it('gives the same outcome as mutate callbacks', async () => {
    const onDone = vi.fn();
    const on = toastCallbacks(onDone);
    on.onSuccess({ message: 'Saved.' });
    await toasted();
    expect(lib.success).toHaveBeenCalledWith('Saved.');
    expect(onDone).toHaveBeenCalledWith({ message: 'Saved.' });

    vi.clearAllMocks();
    on.onError(new ApiError('Not allowed.', 403, 'FORBIDDEN'));
    await toasted();
    expect(lib.error).toHaveBeenCalledWith('Not allowed.');
  });
});
