'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { TotpCodeInput } from '@/components/account/totp-code-input';

export type MfaCodeReason = 'MFA_REQUIRED' | 'MFA_INVALID';

const CODE = /^\d{6}$/;

/**
 * The step-up dialog (issue 33): asks for a current 6-digit code and answers it (or null on cancel). It
 * holds nothing of the action it guards: the API client resends that request itself, so the screen behind
 * keeps its state and its form input.
 */
export function MfaCodeDialog({
  reason,
  onAnswer,
}: {
  reason: MfaCodeReason;
  onAnswer: (code: string | null) => void;
}) {
  const t = useTranslations('shell.mfa');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s/g, '');
    if (!CODE.test(value)) return setError(t('codeFormat'));
    onAnswer(value);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onAnswer(null)}>
      <DialogContent closeLabel={t('close')} aria-describedby="mfa-code-description">
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('title')}</DialogTitle>
            <DialogDescription id="mfa-code-description">
              {reason === 'MFA_INVALID' ? t('invalid') : t('required')}
            </DialogDescription>
          </DialogHeader>
          <FormField label={t('code')} error={error ?? undefined} required>
            <TotpCodeInput
              autoFocus
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setError(null);
              }}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onAnswer(null)}>
              {t('cancel')}
            </Button>
            <Button type="submit">{t('confirm')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
