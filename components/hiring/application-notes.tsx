'use client';

import { toastOutcome } from '@/lib/toast';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { Application } from '@/lib/contracts/hiring';
import { useAddNoteMutation } from '@/lib/queries/hiring';
import { when } from './when';

const MAX = 2000;

/** The hiring team's notes on an application, oldest first, and a box to add one (Ctrl/⌘+Enter saves). */
export function ApplicationNotes({ application }: { application: Application }) {
  const t = useTranslations('hiring.panel.notes');
  const locale = useLocale();
  const add = useAddNoteMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    if (!text.trim()) return setError(t('required'));
    setError(null);
    void toastOutcome(add.mutateAsync({ id: application.id, text: text.trim() }), () => setText('')).catch(
      () => undefined,
    );
  };
  return (
    <section className="grid gap-2 text-sm" aria-labelledby="application-notes">
      <h3 id="application-notes" className="font-semibold">
        {t('title')}
      </h3>
      {application.notes.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : (
        <ol className="grid gap-2" data-testid="application-notes">
          {application.notes.map((n) => (
            <li key={n.id} className="rounded-md border border-line p-2">
              <p className="whitespace-pre-line">{n.text}</p>
              <p className="mt-1 text-xs text-muted">
                {n.authorName || t('someone')} · {when(n.createdAt, locale)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <label htmlFor="application-note" className="sr-only">
        {t('label')}
      </label>
      <Textarea
        id="application-note"
        rows={3}
        maxLength={MAX}
        value={text}
        placeholder={t('placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'application-note-error' : undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) save();
        }}
      />
      {error ? (
        <p id="application-note-error" role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
      <Button variant="secondary" className="justify-self-start" loading={add.isPending} onClick={save}>
        {t('add')}
      </Button>
    </section>
  );
}
