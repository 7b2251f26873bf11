'use client';

import { useTranslations } from 'next-intl';
import { reportFormError, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { TotpCodeInput } from '@/components/account/totp-code-input';
import { mfaConfirmSchema } from '@/lib/contracts/account-mfa';
import { useRegenerateRecoveryCodesMutation } from '@/lib/queries/account';
import { toast, toastCallbacks } from '@/lib/toast';

export async function copyText(text: string, labels: { copied: string; failed: string }) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(labels.copied);
  } catch {
    toast.error(labels.failed); // refused on insecure origins and by some browsers
  }
}

/** The ten recovery codes, shown once (after turning MFA on or regenerating), to copy or download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTranslations('settings.twoFactor');
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'paygrid-recovery-codes.txt';
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0); // after the browser has started the download
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t('recoveryHint')}</p>
      <ul aria-label={t('recoveryCodes')} className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="secondary"
          onClick={() => void copyText(text, { copied: t('copied'), failed: t('copyFailed') })}
        >
          {t('copyCodes')}
        </Button>
        <Button type="button" variant="secondary" onClick={download}>
          {t('downloadCodes')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('savedCodes')}
        </Button>
      </div>
    </div>
  );
}

/** New recovery codes for a lost or used-up set: a current code, then the new ten shown once. */
export function RegenerateCodes({ onIssued }: { onIssued: (codes: string[]) => void }) {
  const t = useTranslations('settings.twoFactor');
  const fieldError = useFieldErrorText();
  const form = useZodForm(mfaConfirmSchema, { defaultValues: { code: '' } });
  const mutation = useRegenerateRecoveryCodesMutation();
  const issue = (v: { code: string }) =>
    mutation.mutate(
      v,
      toastCallbacks({
        onDone: ({ data }) => onIssued(data.recoveryCodes),
        onError: (e) => reportFormError(form, e),
      }),
    );
  return (
    <form noValidate className="space-y-3" onSubmit={form.handleSubmit(issue)}>
      <p className="text-sm font-medium text-ink">{t('regenerateTitle')}</p>
      <p className="text-sm text-muted">{t('regenerateHint')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <FormField
          label={t('code')}
          error={fieldError(form.formState.errors.code?.message)}
          className="min-w-40 flex-1"
          required
        >
          <TotpCodeInput {...form.register('code')} />
        </FormField>
        <Button type="submit" variant="secondary" loading={mutation.isPending}>
          {t('regenerate')}
        </Button>
      </div>
    </form>
  );
}
