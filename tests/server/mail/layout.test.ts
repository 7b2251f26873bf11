import { describe, expect, it } from 'vitest';
import { translator } from '@/server/i18n';
import { escapeHtml, renderMail, type MailBlock } from '@/server/mail/layout';

const t = translator('en-GB');
const signature = t('mail.signature');

const blocks: MailBlock[] = [
  { kind: 'p', text: 'Hello Ada,' },
  { kind: 'p', text: 'First line\nsecond line' },
  { kind: 'code', text: '123456' },
  { kind: 'link', text: 'Open it', href: 'https://app.test/x?a=1&b=2' },
];

describe('[MAIL] renderMail', () => {
  it('builds the text and the HTML part from the same blocks, in order, signed', () => {
    const mail = renderMail({ to: 'ada@example.test', subject: 'Hi', t, blocks });
    expect(mail).toMatchObject({ to: 'ada@example.test', subject: 'Hi' });
    expect(mail.text).toBe(
      [
        'Hello Ada,',
        'First line\nsecond line',
        '123456',
        'Open it: https://app.test/x?a=1&b=2',
        '',
        signature,
      ].join('\n\n'),
    );

    // every paragraph and the link appear in the HTML too, in the same order, before the signature
    const inHtml = [
      '<h2>Paygrid</h2>',
      '<p style="white-space:pre-line">Hello Ada,</p>',
      '<p style="white-space:pre-line">First line\nsecond line</p>',
      '>123456</p>',
      '<a href="https://app.test/x?a=1&amp;b=2"',
      '>Open it</a>',
      `<p style="color:#4b5563">${escapeHtml(signature)}</p>`,
    ].map((s) => mail.html.indexOf(s));
    expect(inHtml.every((i) => i >= 0)).toBe(true);
    expect(inHtml).toEqual([...inHtml].sort((a, b) => a - b));
    expect(mail.html.startsWith('<!doctype html><html><body')).toBe(true);
    expect(mail.html.endsWith('</body></html>')).toBe(true);
  });

  it('escapes markup in the text and in the heading', () => {
    const mail = renderMail({
      to: 'ada@example.test',
      subject: 'Hi',
      t,
      heading: '<script>alert("org")</script>',
      blocks: [
        { kind: 'p', text: '<script>alert(1)</script>' },
        { kind: 'link', text: '<b>go</b>', href: 'https://x.test/"><script>' },
      ],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('<h2>&lt;script&gt;alert(&quot;org&quot;)&lt;/script&gt;</h2>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('href="https://x.test/&quot;&gt;&lt;script&gt;"');
    // the text part is plain text: left as written
    expect(mail.text).toContain('<script>alert(1)</script>');
    expect(mail.text).toContain('<b>go</b>: https://x.test/"><script>');
  });

  it('uses the given heading instead of Paygrid', () => {
    const mail = renderMail({ to: 'a@x.test', subject: 's', t, heading: 'Ada Foods', blocks: [] });
    expect(mail.html).toContain('<h2>Ada Foods</h2>');
    expect(mail.html).not.toContain('<h2>Paygrid</h2>');
    expect(mail.text).toBe(['', signature].join('\n\n'));
  });

  it('carries attachments only when there are some', () => {
    const none = renderMail({ to: 'a@x.test', subject: 's', t, blocks, attachments: [] });
    expect(none).not.toHaveProperty('attachments');
    const omitted = renderMail({ to: 'a@x.test', subject: 's', t, blocks });
    expect(omitted).not.toHaveProperty('attachments');

    const file = { filename: 'slip.pdf', contentType: 'application/pdf', content: new Uint8Array([1, 2]) };
    const withFile = renderMail({ to: 'a@x.test', subject: 's', t, blocks, attachments: [file] });
    expect(withFile.attachments).toEqual([file]);
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
