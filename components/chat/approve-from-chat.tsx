'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { sendChatLink } from '@/lib/api/chat';
import { errorMessage } from '@/lib/api/client';

/** Settings → personal info: sends a create-pin link through the chat transport (POST account/chat-link). */
export function ApproveFromChat() {
  const t = useTranslations('chat.settings');
  const mutation = useMutation({
    mutationFn: () => sendChatLink(),
    onSuccess: ({ data }) => toast.success(t('sent', { email: data.sentTo })),
    onError: (e) => toast.error(errorMessage(e)),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-end">
        <Button variant="secondary" loading={mutation.isPending} onClick={() => mutation.mutate()}>
          {t('button')}
        </Button>
      </CardContent>
    </Card>
  );
}
