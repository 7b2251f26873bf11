import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUrlPage, useUrlPaging } from '@/components/ui/use-url-paging';
import { currentUrl, router, setUrl } from '../memory-router';

vi.mock('next/navigation', () => import('../memory-router'));

function PagedList({ pageKey }: { pageKey?: string }) {
  const { page, setPage } = useUrlPage(pageKey);
  return (
    <div>
      <p>Page {page}</p>
      <button onClick={() => setPage(page + 1)}>Next</button>
      <button onClick={() => setPage(1)}>First</button>
    </div>
  );
}

function SearchedList() {
  const { page, setPage, search, term, setTerm, filters, setFilter, setFilters } = useUrlPaging({
    filters: ['status'] as const,
  });
  return (
    <div>
      <p>
        Page {page}, search “{search}”, status “{filters.status}”
      </p>
      <input aria-label="Search" value={term} onChange={(e) => setTerm(e.target.value)} />
      <button onClick={() => setPage(page + 1)}>Next</button>
      <button onClick={() => setFilter('status', 'paid')}>Paid</button>
      <button onClick={() => setFilters({ search: '', status: '' })}>Clear</button>
    </div>
  );
}

beforeEach(() => {
  router.replace.mockClear();
  setUrl('/app/settings?tab=audit-log');
});

describe('useUrlPage', () => {
  it('reads the page from the URL (page 1 when missing or not a page number)', () => {
    setUrl('/app/settings?tab=audit-log&page=3');
    const { unmount } = render(<PagedList />);
    expect(screen.getByText('Page 3')).toBeInTheDocument();
    unmount();
    for (const page of ['nope', '0', '-2', '2.5', 'Infinity']) {
      setUrl(`/app/settings?tab=audit-log&page=${page}`);
      const view = render(<PagedList />);
      expect(screen.getByText('Page 1')).toBeInTheDocument();
      view.unmount();
    }
  });

  it('writes the page to the URL with replace, keeping the tab, and leaves page 1 out', async () => {
    const user = userEvent.setup();
    render(<PagedList />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.replace).toHaveBeenLastCalledWith('/app/settings?tab=audit-log&page=2', { scroll: false });
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentUrl()).toBe('/app/settings?tab=audit-log&page=3');
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(currentUrl()).toBe('/app/settings?tab=audit-log');
    expect(screen.getByText('Page 1')).toBeInTheDocument();
  });

  it('follows the URL when it changes (Back, a link)', () => {
    render(<PagedList />);
    act(() => setUrl('/app/settings?tab=audit-log&page=4'));
    expect(screen.getByText('Page 4')).toBeInTheDocument();
  });

  it('keeps a second list’s page under its own key, beside the first', async () => {
    const user = userEvent.setup();
    setUrl('/app/benefits?page=2');
    render(<PagedList pageKey="noAccessPage" />);
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentUrl()).toBe('/app/benefits?page=2&noAccessPage=2');
  });
});

describe('useUrlPaging', () => {
  it('keeps search and filters in the URL; a search or filter change goes back to page 1', async () => {
    const user = userEvent.setup();
    setUrl('/app/comms?tab=polls&page=2');
    render(<SearchedList />);
    expect(screen.getByText('Page 2, search “”, status “”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Paid' }));
    expect(currentUrl()).toBe('/app/comms?tab=polls&status=paid');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentUrl()).toBe('/app/comms?tab=polls&status=paid&page=2');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), ' ada ');
    await waitFor(() => expect(currentUrl()).toBe('/app/comms?tab=polls&status=paid&search=ada'));
    expect(screen.getByText('Page 1, search “ada”, status “paid”')).toBeInTheDocument();
  });

  it('clears several at once, and the search box follows a search changed elsewhere (Clear, Back)', async () => {
    const user = userEvent.setup();
    setUrl('/app/comms?tab=polls&search=ada&status=paid&page=3');
    render(<SearchedList />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box).toHaveValue('ada');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(currentUrl()).toBe('/app/comms?tab=polls');
    expect(box).toHaveValue('');
    act(() => setUrl('/app/comms?tab=polls&search=obi'));
    expect(box).toHaveValue('obi');
    // Following the URL does not navigate again once the typing pause has passed.
    await new Promise((r) => setTimeout(r, 350));
    expect(router.replace).toHaveBeenCalledTimes(1);
    expect(currentUrl()).toBe('/app/comms?tab=polls&search=obi');
  });
});
