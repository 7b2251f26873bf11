'use client';

import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { XIcon } from './icons';
import { inputClassName } from './input';
import { useControllableState } from './use-controllable-state';

export type AddTagOptions = {
  /** 0 means unlimited (spec §9 default). */
  max?: number;
  allowDuplicates?: boolean;
};

/**
 * Returns the list with `raw` (trimmed) appended, or the same array when the tag is rejected:
 * empty, over `max` (0 = unlimited), or an exact duplicate while duplicates are not allowed.
 */
export function addTag(
  tags: readonly string[],
  raw: string,
  { max = 0, allowDuplicates = false }: AddTagOptions = {},
): string[] {
  const tag = raw.trim();
  if (!tag) return tags as string[];
  if (max > 0 && tags.length >= max) return tags as string[];
  if (!allowDuplicates && tags.includes(tag)) return tags as string[];
  return [...tags, tag];
}

export type TagsInputProps = AddTagOptions & {
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (tags: string[]) => void;
  /** Called with the rejected text (duplicate or over max). */
  onReject?: (tag: string) => void;
  delimiter?: string;
  placeholder?: string;
  removeLabel?: (tag: string) => string;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

export function TagsInput({
  value,
  defaultValue = [],
  onValueChange,
  onReject,
  max = 0,
  allowDuplicates = false,
  delimiter = ',',
  placeholder,
  removeLabel = (tag) => `Remove ${tag}`,
  disabled,
  id,
  name,
  className,
  ...aria
}: TagsInputProps) {
  const [tags, setTags] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  // Adds each segment in turn; returns the segments that were rejected.
  const commit = (segments: string[]) => {
    let next = tags;
    const rejected: string[] = [];
    for (const segment of segments) {
      const added = addTag(next, segment, { max, allowDuplicates });
      if (added === next && segment.trim()) rejected.push(segment.trim());
      next = added;
    }
    if (next !== tags) setTags(next);
    rejected.forEach((tag) => onReject?.(tag));
    return rejected;
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const segments = event.target.value.split(delimiter);
    const pending = segments.pop() ?? '';
    if (segments.length > 0) commit(segments);
    setText(pending);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && text.trim()) {
      // Enter adds a tag instead of submitting the surrounding form.
      event.preventDefault();
      if (commit([text]).length === 0) setText('');
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      setTags(tags.slice(0, -1));
    }
  };

  const remove = (index: number) => {
    setTags(tags.filter((_, i) => i !== index));
    inputRef.current?.focus();
  };

  return (
    <div
      data-slot="tags-input"
      className={cn(
        inputClassName,
        'h-auto min-h-10 flex-wrap items-center gap-1.5 py-1.5 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200',
        className,
      )}
      onClick={() => inputRef.current?.focus()}
    >
      {tags.length > 0 ? (
        <ul className="contents">
          {tags.map((tag, index) => (
            <li
              key={`${tag}-${index}`}
              className="inline-flex items-center gap-1 rounded-md bg-brand-50 py-0.5 pr-1 pl-2 text-sm text-brand-700"
            >
              {tag}
              <button
                type="button"
                aria-label={removeLabel(tag)}
                disabled={disabled}
                onClick={(event) => {
                  event.stopPropagation();
                  remove(index);
                }}
                className="flex size-4 cursor-pointer items-center justify-center rounded-sm hover:bg-brand-100"
              >
                <XIcon width={12} height={12} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        type="text"
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        className="min-w-24 flex-1 bg-transparent outline-none placeholder:text-muted/70"
        {...aria}
      />
      {name ? tags.map((tag, index) => <input key={index} type="hidden" name={name} value={tag} />) : null}
    </div>
  );
}
