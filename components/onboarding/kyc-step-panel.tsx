'use client';

import { useTranslations } from 'next-intl';
import { useKyc } from '@/lib/queries/kyc';
import { KycForm } from './kyc-form';

/** Under the KYC step: the last rejection's reasons and the form. */
export function KycStepPanel({ rejected, onClose }: { rejected: boolean; onClose: () => void }) {
  const t = useTranslations('kyc');
  const latest = useKyc();
  const reasons = rejected && latest.data?.status === 'rejected' ? latest.data.reasons : [];
  return (
    <div className="mt-4 space-y-4 rounded-lg border border-line bg-canvas/40 p-4" data-testid="kyc-panel">
      <div>
        <h2 className="font-semibold text-ink">{t('title')}</h2>
        <p className="text-sm text-muted">{t('description')}</p>
      </div>
      {reasons.length ? (
        <div role="alert" className="rounded-md border border-danger/30 bg-danger-50 p-3 text-sm text-danger">
          <p className="font-medium">{t('rejectedTitle')}</p>
          <ul className="mt-1 list-disc pl-5">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <KycForm onApproved={onClose} onCancel={onClose} />
    </div>
  );
}
