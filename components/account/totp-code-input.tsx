import { Input, type InputProps } from '@/components/ui/input';

/**
 * A 6-digit authenticator code: the numeric keypad on phones, the one-time-code autofill (SMS-less
 * authenticator apps on iOS fill it too), and room for the "123 456" apps show (the space is dropped later).
 */
export function TotpCodeInput(props: InputProps) {
  return <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...props} />;
}
