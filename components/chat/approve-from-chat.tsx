'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toastOutcome } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { sendChatLink } from '@/lib/api/chat';

/** Settings → personal info: sends a create-pin link through the chat transport (POST account/chat-link). */
export function ApproveFromChat() {
  const t = useTranslations('chat.settings');
  const mutation = useMutation({ mutationFn: () => sendChatLink() });
  const send = () =>
    void toastOutcome(mutation.mutateAsync(), { success: ({ data }) => t('sent', { email: data.sentTo }) });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-end">
        <Button variant="secondary" loading={mutation.isPending} onClick={send}>
          {t('button')}
        </Button>
      </CardContent>
    </Card>
  );
}
