import { beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }));
vi.mock('react-toastify', () => ({ toast: state }));

describe('lib/toast: react-toastify loaded by the first toast', () => {
  beforeEach(() => vi.clearAllMocks());

  it('passes each call on as given, once the library has loaded, and tells the container', async () => {
    const { toast, onToastifyLoad } = await import('@/lib/toast');
    const heard = vi.fn();
    onToastifyLoad(heard);
    toast.success('Employee added.');
    toast.error('Failed', { autoClose: false });
    await vi.waitFor(() => expect(state.error).toHaveBeenCalled());
    expect(state.success).toHaveBeenCalledWith('Employee added.');
    expect(state.error).toHaveBeenCalledWith('Failed', { autoClose: false });
    expect(heard).toHaveBeenCalledTimes(1);
    toast.dismiss();
    expect(state.dismiss).toHaveBeenCalledWith(undefined); // loaded: no second wait
  });
});
