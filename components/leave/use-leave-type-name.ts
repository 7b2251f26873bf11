'use client';

import { useTranslations } from 'next-intl';
import { defaultLeaveTypeKey } from '@/lib/leave-type-names';

/** A leave type's name for display: a default type in the reader's language, any other as its owner named it. */
export function useLeaveTypeName() {
  const t = useTranslations('leave.defaultTypes');
  return (name: string) => {
    const key = defaultLeaveTypeKey(name);
    return key ? t(key) : name;
  };
}
