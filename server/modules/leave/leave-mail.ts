import 'server-only';
import type { LeaveRequest } from '@/lib/contracts/leave';
import type { Translate } from '@/server/i18n';
import type { Mail } from '@/server/mail/mailer';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

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
  const lines = [
    t('mail.greeting', { name: r.employee.firstName }),
    t(approved ? 'leave.mail.approvedBody' : 'leave.mail.declinedBody', params),
    ...(r.reviewComment ? [t('leave.mail.comment', { comment: r.reviewComment })] : []),
  ];
  const subject = t(approved ? 'leave.mail.approvedSubject' : 'leave.mail.declinedSubject', params);
  const text = [...lines, '', t('mail.signature')].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827"><h2>Paygrid</h2>${lines
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('')}<p style="color:#4b5563">${escapeHtml(t('mail.signature'))}</p></body></html>`;
  return { to, subject, text, html };
}
