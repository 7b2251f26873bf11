import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from '@/components/ui/pagination';

describe('Pagination', () => {
  it('shows the page and range and moves between pages', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} perPage={20} total={95} totalPages={5} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    expect(screen.getByText('21–40 of 95')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} perPage={20} total={95} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={5} perPage={20} total={95} onPageChange={() => {}} />);
    expect(screen.getByText('Page 5 of 5')).toBeInTheDocument();
    expect(screen.getByText('81–95 of 95')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('handles no results as one page', () => {
    render(<Pagination page={1} perPage={20} total={0} onPageChange={() => {}} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('takes translated labels', () => {
    render(
      <Pagination
        page={2}
        perPage={10}
        total={30}
        onPageChange={() => {}}
        aria-label="分页"
        previousLabel="上一页"
        nextLabel="下一页"
        getPageLabel={(p, n) => `第 ${p} 页，共 ${n} 页`}
        getRangeLabel={(f, t, n) => `${f}–${t}，共 ${n} 条`}
      />,
    );
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    expect(screen.getByText('第 2 页，共 3 页')).toBeInTheDocument();
    expect(screen.getByText('11–20，共 30 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上一页' })).toBeEnabled();
  });
});
