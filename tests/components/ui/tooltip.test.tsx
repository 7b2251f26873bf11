import './dom-stubs';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  TOOLTIP_DELAY_DURATION,
  TOOLTIP_SKIP_DELAY_DURATION,
} from '@/components/ui/tooltip';

function Tips() {
  return (
    <TooltipProvider>
      {['One', 'Two'].map((name) => (
        <Tooltip key={name}>
          <TooltipTrigger>{name}</TooltipTrigger>
          <TooltipContent>{`${name} tip`}</TooltipContent>
        </Tooltip>
      ))}
    </TooltipProvider>
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
// Radix opens on pointermove from a mouse and closes on pointerleave.
const hover = (text: string) => fireEvent.pointerMove(screen.getByText(text), { pointerType: 'mouse' });
// Leaving the trigger keeps a grace area towards the content; moving far away closes the tooltip.
const unhover = (text: string) => {
  fireEvent.pointerLeave(screen.getByText(text), { pointerType: 'mouse', clientX: 500, clientY: 500 });
  fireEvent.pointerMove(document, { pointerType: 'mouse', clientX: 900, clientY: 900 });
};

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec delays', () => {
    expect(TOOLTIP_DELAY_DURATION).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_DURATION).toBe(300);
  });

  it('opens after 700 ms of hover, not before', () => {
    render(<Tips />);
    hover('One');
    advance(699);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('One tip');
  });

  it('opens the next tooltip at once within 300 ms, with the delay again after', () => {
    render(<Tips />);
    hover('One');
    advance(TOOLTIP_DELAY_DURATION);
    expect(screen.getByRole('tooltip')).toHaveTextContent('One tip');

    unhover('One');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(TOOLTIP_SKIP_DELAY_DURATION - 50);
    hover('Two');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Two tip');

    unhover('Two');
    advance(TOOLTIP_SKIP_DELAY_DURATION + 1);
    hover('One');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(TOOLTIP_DELAY_DURATION);
    expect(screen.getByRole('tooltip')).toHaveTextContent('One tip');
  });

  it('lets a provider override the delays', () => {
    render(
      <TooltipProvider delayDuration={0}>
        <Tooltip>
          <TooltipTrigger>Now</TooltipTrigger>
          <TooltipContent>Instant</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    hover('Now');
    advance(0);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Instant');
  });
});
