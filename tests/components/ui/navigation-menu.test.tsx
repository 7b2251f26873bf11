import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  NAVIGATION_MENU_HOVER_DELAY,
  NAVIGATION_MENU_REENTRY_LOCK,
  NavigationMenu,
  NavigationMenuItem,
  NavigationMenuLink,
} from '@/components/ui/navigation-menu';

function Menu() {
  return (
    <NavigationMenu aria-label="Main">
      <NavigationMenuItem label="People" data-testid="people">
        <NavigationMenuLink href="/app/employees">Employees</NavigationMenuLink>
      </NavigationMenuItem>
      <NavigationMenuItem label="Money" data-testid="money">
        <NavigationMenuLink href="/app/payroll">Payroll</NavigationMenuLink>
      </NavigationMenuItem>
      <NavigationMenuItem label={<NavigationMenuLink href="/app/help">Help</NavigationMenuLink>} />
    </NavigationMenu>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });
const enter = (id: string) => fireEvent.pointerEnter(screen.getByTestId(id), { pointerType: 'mouse' });
const leave = (id: string) => fireEvent.pointerLeave(screen.getByTestId(id), { pointerType: 'mouse' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('NavigationMenu', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec timings', () => {
    expect(NAVIGATION_MENU_HOVER_DELAY).toBe(150);
    expect(NAVIGATION_MENU_REENTRY_LOCK).toBe(300);
  });

  it('opens on hover after 150 ms', () => {
    render(<Menu />);
    enter('people');
    advance(149);
    expect(trigger('People')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Employees' })).not.toBeInTheDocument();
    advance(1);
    expect(trigger('People')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Employees' })).toBeVisible();
  });

  it('does not open when the pointer leaves before the delay', () => {
    render(<Menu />);
    enter('people');
    advance(100);
    leave('people');
    advance(500);
    expect(trigger('People')).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores hover re-entry for 300 ms after closing', () => {
    render(<Menu />);
    enter('people');
    advance(NAVIGATION_MENU_HOVER_DELAY);
    leave('people');
    expect(trigger('People')).toHaveAttribute('aria-expanded', 'false');

    advance(100);
    enter('people');
    advance(NAVIGATION_MENU_HOVER_DELAY + 100);
    expect(trigger('People')).toHaveAttribute('aria-expanded', 'false');
    leave('people');

    advance(NAVIGATION_MENU_REENTRY_LOCK);
    enter('money');
    advance(NAVIGATION_MENU_HOVER_DELAY);
    expect(trigger('Money')).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens at once on click, keeps one menu open, and closes on Escape', () => {
    render(<Menu />);
    fireEvent.click(trigger('People'));
    expect(trigger('People')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(trigger('Money'));
    expect(trigger('People')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Money')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(screen.getByRole('link', { name: 'Payroll' }), { key: 'Escape' });
    expect(trigger('Money')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Money')).toHaveFocus();
  });

  it('wires aria-controls to the panel and renders plain link items', () => {
    render(<Menu />);
    const panel = document.getElementById(trigger('People').getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/app/help');
  });

  it('ignores touch pointers (tap uses click)', () => {
    render(<Menu />);
    fireEvent.pointerEnter(screen.getByTestId('people'), { pointerType: 'touch' });
    advance(NAVIGATION_MENU_HOVER_DELAY);
    expect(trigger('People')).toHaveAttribute('aria-expanded', 'false');
  });
});
