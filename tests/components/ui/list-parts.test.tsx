import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedFooter, QueryTable } from '@/components/ui/list-parts';

type Row = { id: string; name: string };
const columns = [{ id: 'name', header: 'Name', cell: (r: Row) => r.name }];
const query = (o: Partial<{ isError: boolean; isPending: boolean; data: unknown; error: unknown }>) => ({
  isError: false,
  isPending: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...o,
});

describe('QueryTable', () => {
  it('shows the rows, or the empty state when there are none', () => {
    const { rerender } = render(
      <QueryTable
        query={query({ data: [] })}
        failedTitle="Could not load"
        retryLabel="Try again"
        columns={columns}
        rows={[{ id: '1', name: 'Ada' }]}
        getRowId={(r) => r.id}
        emptyState="Nothing here"
      />,
    );
    expect(screen.getByText('Ada')).toBeInTheDocument();
    rerender(
      <QueryTable
        query={query({ data: [] })}
        failedTitle="Could not load"
        retryLabel="Try again"
        columns={columns}
        rows={[]}
        getRowId={(r: Row) => r.id}
        emptyState="Nothing here"
      />,
    );
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });

  it('shows the error with a retry when the query failed with nothing to show, and keeps rows it has', async () => {
    const failed = query({ isError: true, error: new Error('Network down') });
    const { rerender } = render(
      <QueryTable
        query={failed}
        failedTitle="Could not load"
        retryLabel="Try again"
        columns={columns}
        rows={[]}
        getRowId={(r: Row) => r.id}
      />,
    );
    expect(screen.getByText('Could not load')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    rerender(
      <QueryTable
        query={query({ isError: true, data: [{ id: '1', name: 'Ada' }] })}
        failedTitle="Could not load"
        retryLabel="Try again"
        columns={columns}
        rows={[{ id: '1', name: 'Ada' }]}
        getRowId={(r: Row) => r.id}
      />,
    );
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(screen.queryByText('Could not load')).toBeNull();
  });
});

describe('QueryTable with a module’s own failure, and PagedFooter', () => {
  it('lets a list say its failure in its own way, with the same retry', async () => {
    const q = query({ isError: true, error: new Error('x') });
    render(
      <QueryTable
        query={q}
        renderFailed={(_error, retry) => <button onClick={retry}>Load the employees again</button>}
        columns={columns}
        rows={[]}
        getRowId={(r: Row) => r.id}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load the employees again' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the pager only with more than one page, or with rows on one page when asked', () => {
    const meta = (total: number) => ({
      page: 1,
      perPage: 20,
      total,
      totalPages: Math.max(1, Math.ceil(total / 20)),
    });
    const { rerender } = render(<PagedFooter meta={meta(12)} onPageChange={vi.fn()} labels={{}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<PagedFooter meta={meta(12)} onPageChange={vi.fn()} labels={{}} showSinglePage />);
    expect(screen.getByRole('navigation')).toHaveTextContent('1–12 of 12');
    rerender(<PagedFooter meta={meta(0)} onPageChange={vi.fn()} labels={{}} showSinglePage />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<PagedFooter meta={meta(45)} onPageChange={vi.fn()} labels={{}} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('1–20 of 45');
  });
});
