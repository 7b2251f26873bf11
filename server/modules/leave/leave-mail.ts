import 'server-only';
import type { LeaveRequest } from '@/lib/contracts/leave';
import type { Translate } from '@/server/i18n';
import { renderMail } from '@/server/mail/layout';
import type { Mail } from '@/server/mail/mailer';

/** The mail an employee gets when their leave request is approved or declined. */
export function decisionMail(t: Translate, to: string, r: LeaveRequest): Mail {
  const approved = r.status === 'approved';
  const params = {
    name: r.employee.firstName,
    type: r.leaveType.name,
    start: r.startDate,
    end: r.endDate,
    days: r.days,
  };
  return renderMail({
    to,
    subject: t(approved ? 'leave.mail.approvedSubject' : 'leave.mail.declinedSubject', params),
    t,
    blocks: [
      { kind: 'p', text: t('mail.greeting', { name: r.employee.firstName }) },
      { kind: 'p', text: t(approved ? 'leave.mail.approvedBody' : 'leave.mail.declinedBody', params) },
      ...(r.reviewComment
        ? [{ kind: 'p' as const, text: t('leave.mail.comment', { comment: r.reviewComment }) }]
        : []),
    ],
  });
}
