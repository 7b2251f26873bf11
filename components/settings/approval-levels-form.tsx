'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import type { OrganizationSettings } from '@/lib/contracts/settings';
import type { TeamMember } from '@/lib/contracts/team';
import { useTeamAdmins } from '@/lib/queries/team';

type Props = {
  value: OrganizationSettings['approvalLevels'];
  canEdit: boolean;
  pending?: boolean;
  onSave: (levels: { level: number; userId: string }[]) => void;
};

/** Who may be named: the owner, and active team admins holding Approve payroll (the API refuses others). */
const mayApprove = (m: TeamMember) =>
  m.status === 'active' && (m.role === 'employer' || m.permissions.includes('payroll.approve'));

/**
 * Ordered payroll approvers chosen from the organisation's members who may approve payroll; level 1 approves
 * first. A level saved before that rule that names someone who cannot approve is shown with a warning.
 */
export function ApprovalLevelsForm({ value, canEdit, pending, onSave }: Props) {
  const t = useTranslations('settings.payroll.approvals');
  const team = useTeamAdmins();
  const [ids, setIds] = useState<string[]>(value.map((l) => l.userId));
  const members = team.data?.members ?? [];
  const eligible = members.filter(mayApprove);
  const cannot = (id: string) => {
    const m = members.find((x) => x.userId === id);
    return Boolean(m && !mayApprove(m));
  };
  const nameOf = (id: string) => {
    const m = members.find((x) => x.userId === id);
    return m ? `${m.firstName} ${m.lastName}` : (value.find((l) => l.userId === id)?.name ?? id);
  };
  const complete = ids.every(Boolean) && new Set(ids).size === ids.length && !ids.some(cannot);

  if (!canEdit) {
    return ids.length === 0 ? (
      <p className="text-sm text-muted">{t('none')}</p>
    ) : (
      <ol className="list-decimal space-y-1 pl-5 text-sm text-ink">
        {ids.map((id) => (
          <li key={id}>
            {nameOf(id)}
            {cannot(id) ? (
              <span className="text-danger"> · {t('cannotApprove', { name: nameOf(id) })}</span>
            ) : null}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="space-y-3">
      {ids.length === 0 ? <p className="text-sm text-muted">{t('none')}</p> : null}
      <p className="text-xs text-muted">{t('onlyApprovers')}</p>
      <ol className="space-y-2">
        {ids.map((id, i) => (
          <li key={i} className="flex flex-wrap items-center gap-2">
            <span className="w-16 shrink-0 text-sm text-muted">{t('level', { level: i + 1 })}</span>
            <Select
              aria-label={t('level', { level: i + 1 })}
              value={id}
              placeholder={t('choose')}
              onChange={(e) => setIds(ids.map((x, j) => (j === i ? e.target.value : x)))}
              className="min-w-0 flex-1"
            >
              {eligible.map((m) => (
                <option key={m.userId} value={m.userId} disabled={ids.includes(m.userId) && m.userId !== id}>
                  {m.firstName} {m.lastName} ({m.email})
                </option>
              ))}
              {cannot(id) ? (
                <option value={id} disabled>
                  {nameOf(id)}
                </option>
              ) : null}
            </Select>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setIds(ids.filter((_, j) => j !== i))}
            >
              {t('remove')}
            </Button>
            {cannot(id) ? (
              <p role="alert" className="w-full text-xs text-danger">
                {t('cannotApprove', { name: nameOf(id) })}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={ids.length >= 10}
          onClick={() => setIds([...ids, ''])}
        >
          {t('add')}
        </Button>
        <Button
          type="button"
          disabled={!complete}
          loading={pending}
          onClick={() => onSave(ids.map((userId, i) => ({ level: i + 1, userId })))}
        >
          {t('save')}
        </Button>
      </div>
    </div>
  );
}
