/** The look shared by in-page tabs (components/ui/tabs.tsx) and URL tabs (components/ui/link-tabs.tsx). */
export const tabListClass = 'inline-flex max-w-full items-center gap-1 overflow-x-auto border-b border-line';
export const tabTriggerClass =
  '-mb-px inline-flex h-10 shrink-0 cursor-pointer items-center border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-ink disabled:pointer-events-none disabled:opacity-50';
export const tabActiveClass = 'border-brand-600 text-brand-700';
