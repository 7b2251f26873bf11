import { useCallback, useState } from 'react';

/** The life of one call (spec §3, §4): idle → pending → resolved | rejected, and back to idle on reset. */
export type CallStatus = 'idle' | 'pending' | 'resolved' | 'rejected';
export type CallEvent = 'start' | 'resolve' | 'reject' | 'reset';

export function nextCallStatus(status: CallStatus, event: CallEvent): CallStatus {
  switch (event) {
    case 'start':
      return 'pending';
    case 'resolve':
      return status === 'pending' ? 'resolved' : status;
    case 'reject':
      return status === 'pending' ? 'rejected' : status;
    case 'reset':
      return 'idle';
  }
}

/** Tracks one promise-returning call for screens that are not React Query mutations. */
export function useCallStatus() {
  const [status, setStatus] = useState<CallStatus>('idle');
  const track = useCallback(async <T>(promise: Promise<T>): Promise<T> => {
    setStatus((s) => nextCallStatus(s, 'start'));
    try {
      const value = await promise;
      setStatus((s) => nextCallStatus(s, 'resolve'));
      return value;
    } catch (error) {
      setStatus((s) => nextCallStatus(s, 'reject'));
      throw error;
    }
  }, []);
  const reset = useCallback(() => setStatus('idle'), []);
  return { status, track, reset };
}
