import { FrameIcon } from './frame-icon';

export const BELL_TRIGGER =
  'relative grid size-9 place-items-center rounded-full text-muted hover:bg-canvas hover:text-ink';

/** The bell and its unread badge, the same before and after the popover's code has loaded. */
export function NotificationsFace({ unread }: { unread: number }) {
  return (
    <>
      <FrameIcon className="size-5">
        <path d="M18 8a6 6 0 10-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 01-3.4 0" />
      </FrameIcon>
      {unread > 0 && (
        <span
          data-testid="unread-count"
          className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-danger px-1 text-[11px] font-semibold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </>
  );
}
