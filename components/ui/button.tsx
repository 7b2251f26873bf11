'use client';

import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import {
  Children,
  cloneElement,
  isValidElement,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-600 text-white hover:bg-brand-700',
        danger: 'bg-danger text-white hover:bg-danger/90',
        secondary: 'border border-line bg-surface text-ink hover:bg-canvas',
        ghost: 'text-ink hover:bg-brand-50',
        link: 'text-brand-600 underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 text-sm',
        xs: 'h-7 gap-1 rounded-md px-2 text-xs',
        sm: 'h-8 gap-1.5 rounded-md px-3 text-sm',
        md: 'h-9 px-4 text-sm',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
    /** Replaces the content with a spinner, disables the button and sets aria-busy. */
    loading?: boolean;
    /** Accessible name while loading; defaults to aria-label, then the text content, then "Loading". */
    loadingLabel?: string;
  };

function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') return String(child);
      if (isValidElement<{ children?: ReactNode }>(child)) return textOf(child.props.children);
      return '';
    })
    .join('')
    .trim();
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  loadingLabel,
  disabled,
  children,
  type,
  onClick,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (!loading) {
    if (asChild)
      return (
        <Slot className={classes} onClick={onClick} {...props}>
          {children}
        </Slot>
      );
    return (
      <button type={type ?? 'button'} className={classes} disabled={disabled} onClick={onClick} {...props}>
        {children}
      </button>
    );
  }

  // The content is gone while loading, so the name must come from somewhere else to stay announced.
  const label =
    loadingLabel ??
    props['aria-label'] ??
    (textOf(
      asChild && isValidElement<{ children?: ReactNode }>(children) ? children.props.children : children,
    ) ||
      'Loading');
  const spinner = <Spinner size={size === 'xs' ? 'sm' : 'md'} />;
  const busy = { ...props, 'aria-busy': true, 'aria-label': label, 'data-loading': '' } as const;

  if (asChild && isValidElement(children)) {
    // Links cannot be disabled natively: mark them and swallow the click.
    return (
      <Slot className={classes} aria-disabled onClick={(event) => event.preventDefault()} {...busy}>
        {cloneElement(children as ReactElement<{ children?: ReactNode }>, undefined, spinner)}
      </Slot>
    );
  }
  return (
    <button type={type ?? 'button'} className={classes} disabled {...busy}>
      {spinner}
    </button>
  );
}
