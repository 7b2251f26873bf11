'use client';

import { useState } from 'react';
import { useDebounced } from './use-debounced';

/**
 * `page` and `search` of a list kept in component state (lists inside a screen or a tab, not in the URL):
 * typing in the box (`term`) goes back to page 1; `search` is the trimmed term once typing pauses.
 */
export function useLocalPaging() {
  const [page, setPage] = useState(1);
  const [term, setTerm] = useState('');
  const search = useDebounced(term.trim());
  const changeTerm = (value: string) => {
    setTerm(value);
    setPage(1);
  };
  return { page, setPage, term, setTerm: changeTerm, search };
}
