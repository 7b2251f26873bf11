import { describe, expect, it } from 'vitest';
import { tabLinks } from '@/lib/navigation/tab-links';

describe('tabLinks', () => {
  it('keeps other query parameters and falls back to the first tab', () => {
    const { current, items } = tabLinks(
      '/app/leave',
      ['calendar', 'settings'],
      { tab: 'nope', month: '2026-11', f: ['a', 'b'] },
      (t) => t.toUpperCase(),
    );
    expect(current).toBe('calendar');
    expect(items).toEqual([
      { value: 'calendar', label: 'CALENDAR', href: '/app/leave?tab=calendar&month=2026-11&f=a&f=b' },
      { value: 'settings', label: 'SETTINGS', href: '/app/leave?tab=settings&month=2026-11&f=a&f=b' },
    ]);
    expect(tabLinks('/x', ['a', 'b'], { tab: 'b' }, (t) => t).current).toBe('b');
  });
});
