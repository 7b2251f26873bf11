import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addTag, TagsInput } from '@/components/ui/tags-input';

describe('addTag', () => {
  it('appends a trimmed tag', () => {
    expect(addTag(['a'], '  b ')).toEqual(['a', 'b']);
  });

  it('ignores empty text', () => {
    const tags = ['a'];
    expect(addTag(tags, '   ')).toBe(tags);
  });

  it('treats max 0 as unlimited (the default)', () => {
    const many = Array.from({ length: 100 }, (_, i) => `t${i}`);
    expect(addTag(many, 'more')).toHaveLength(101);
    expect(addTag(many, 'more', { max: 0 })).toHaveLength(101);
  });

  it('rejects tags beyond max', () => {
    const tags = ['a', 'b'];
    expect(addTag(tags, 'c', { max: 2 })).toBe(tags);
    expect(addTag(tags, 'c', { max: 3 })).toEqual(['a', 'b', 'c']);
  });

  it('rejects duplicates unless allowed', () => {
    const tags = ['a'];
    expect(addTag(tags, 'a')).toBe(tags);
    expect(addTag(tags, ' a ')).toBe(tags);
    expect(addTag(tags, 'a', { allowDuplicates: true })).toEqual(['a', 'a']);
  });

  it('does not mutate the input list', () => {
    const tags = ['a'];
    addTag(tags, 'b');
    expect(tags).toEqual(['a']);
  });
});

const input = () => screen.getByRole('textbox', { name: 'Skills' });
const tagTexts = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

describe('TagsInput', () => {
  it('commits a tag on the default comma delimiter and on Enter', async () => {
    const onValueChange = vi.fn();
    render(<TagsInput aria-label="Skills" onValueChange={onValueChange} />);
    await userEvent.type(input(), 'React,Go{Enter}');
    expect(tagTexts()).toEqual(['React', 'Go']);
    expect(input()).toHaveValue('');
    expect(onValueChange).toHaveBeenLastCalledWith(['React', 'Go']);
  });

  it('supports a custom delimiter', async () => {
    render(<TagsInput aria-label="Skills" delimiter=";" />);
    await userEvent.type(input(), 'a,b;c;');
    expect(tagTexts()).toEqual(['a,b', 'c']);
  });

  it('splits pasted text on the delimiter', async () => {
    render(<TagsInput aria-label="Skills" />);
    await userEvent.click(input());
    await userEvent.paste('x, y ,z');
    expect(tagTexts()).toEqual(['x', 'y']);
    expect(input()).toHaveValue('z');
  });

  it('rejects duplicates by default and reports them', async () => {
    const onReject = vi.fn();
    render(<TagsInput aria-label="Skills" defaultValue={['Go']} onReject={onReject} />);
    await userEvent.type(input(), 'Go{Enter}');
    expect(tagTexts()).toEqual(['Go']);
    expect(input()).toHaveValue('Go');
    expect(onReject).toHaveBeenCalledWith('Go');
  });

  it('allows duplicates when asked', async () => {
    render(<TagsInput aria-label="Skills" defaultValue={['Go']} allowDuplicates />);
    await userEvent.type(input(), 'Go,');
    expect(tagTexts()).toEqual(['Go', 'Go']);
  });

  it('stops at max', async () => {
    render(<TagsInput aria-label="Skills" max={2} />);
    await userEvent.type(input(), 'a,b,c,');
    expect(tagTexts()).toEqual(['a', 'b']);
  });

  it('removes the last tag with Backspace on an empty input', async () => {
    render(<TagsInput aria-label="Skills" defaultValue={['a', 'b']} />);
    await userEvent.type(input(), 'x{Backspace}{Backspace}');
    expect(tagTexts()).toEqual(['a']);
  });

  it('removes a tag with its labelled button', async () => {
    render(<TagsInput aria-label="Skills" defaultValue={['a', 'b']} removeLabel={(tag) => `删除 ${tag}`} />);
    await userEvent.click(screen.getByRole('button', { name: '删除 a' }));
    expect(tagTexts()).toEqual(['b']);
    expect(input()).toHaveFocus();
  });

  it('does not submit the form on Enter with text', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <TagsInput aria-label="Skills" />
      </form>,
    );
    await userEvent.type(input(), 'a{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is controlled by value', async () => {
    const onValueChange = vi.fn();
    render(<TagsInput aria-label="Skills" value={['a']} onValueChange={onValueChange} />);
    await userEvent.type(input(), 'b,');
    expect(onValueChange).toHaveBeenCalledWith(['a', 'b']);
    expect(tagTexts()).toEqual(['a']);
  });
});
