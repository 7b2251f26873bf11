import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Placeholder block while data loads; decorative, so the loading region should set aria-busy. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      className={cn('animate-pulse rounded-md bg-line', className)}
      {...props}
    />
  );
}
