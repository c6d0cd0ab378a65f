// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import enUS from '../../../generated/messages/compiled/en_US.ts';
import { MessagesProvider } from '../../../src/web/app/messages-context.tsx';
import { MarkdownEditor } from '../../../src/web/components/editor/MarkdownEditor.tsx';
import { PostBody } from '../../../src/web/components/post/PostBody.tsx';

afterEach(cleanup);

function Editor({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MessagesProvider locale="en-US" bundle={enUS}>
      <MarkdownEditor value={value} onChange={setValue} label="Body" error={error} />
    </MessagesProvider>
  );
}

const textarea = () => screen.getByLabelText<HTMLTextAreaElement>('Body');
const preview = () => screen.getByRole('region', { name: 'Preview' });

describe('MarkdownEditor', () => {
  it('previews what is typed, sanitized like the stored HTML', async () => {
    render(<Editor />);
    expect(within(preview()).getByText('Nothing to preview yet.')).toBeTruthy();
    await userEvent.type(textarea(), '**strong** <img src=x onerror=alert(1) alt=pic>');
    const strong = await within(preview()).findByText('strong');
    expect(strong.tagName).toBe('STRONG');
    const image = within(preview()).getByAltText('pic');
    expect(image.getAttribute('onerror')).toBeNull();
  });

  it('wraps the selection in bold with Ctrl+B and in italic with Ctrl+I', async () => {
    render(<Editor initial="make this loud" />);
    textarea().setSelectionRange(10, 14);
    await userEvent.click(textarea());
    textarea().setSelectionRange(10, 14);
    await userEvent.keyboard('{Control>}b{/Control}');
    expect(textarea().value).toBe('make this **loud**');
    expect(textarea().value.slice(textarea().selectionStart, textarea().selectionEnd)).toBe('loud');
    await userEvent.keyboard('{Control>}i{/Control}');
    expect(textarea().value).toBe('make this ***loud***');
  });

  it('has a toolbar of labelled buttons with one tab stop and arrow-key movement', async () => {
    render(<Editor />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Heading',
      'Bold',
      'Italic',
      'Inline code',
      'Code block',
      'Link',
      'Quote',
      'Numbered list',
      'Bulleted list',
      'Table',
      'Horizontal rule',
      'Image',
    ]);
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    buttons[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(buttons[1]);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(buttons[buttons.length - 1]);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Insert an image' })).toBeTruthy();
  });

  it('prefixes lines for lists and quotes', async () => {
    render(<Editor initial={'one\ntwo'} />);
    textarea().setSelectionRange(0, 7);
    await userEvent.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(textarea().value).toBe('1. one\n2. two');
    textarea().setSelectionRange(0, 0);
    await userEvent.click(screen.getByRole('button', { name: 'Quote' }));
    expect(textarea().value).toBe('> 1. one\n2. two');
  });

  it('refuses an empty link URL, then inserts the link in place of the selection', async () => {
    render(<Editor initial="see docs" />);
    textarea().setSelectionRange(4, 8);
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert a link' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Link text (optional)').value).toBe('docs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(within(dialog).getByText('Link cannot be empty.')).toBeTruthy();
    expect(textarea().value).toBe('see docs');
    await userEvent.type(within(dialog).getByLabelText('Link URL'), 'https://example.org/a b');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(textarea().value).toBe('see [docs](<https://example.org/a b>)');
  });

  it('refuses an empty image URL and an empty code block', async () => {
    render(<Editor />);
    await userEvent.click(screen.getByRole('button', { name: 'Image' }));
    const image = await screen.findByRole('dialog', { name: 'Insert an image' });
    await userEvent.click(within(image).getByRole('button', { name: 'Insert' }));
    expect(within(image).getByText('Image URL cannot be empty.')).toBeTruthy();
    expect(within(image).getByLabelText('Or upload an image')).toBeTruthy();
    await userEvent.click(within(image).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Code block' }));
    const code = await screen.findByRole('dialog', { name: 'Insert code' });
    await userEvent.click(within(code).getByRole('button', { name: 'Insert' }));
    expect(within(code).getByText('Code cannot be empty.')).toBeTruthy();
    await userEvent.type(within(code).getByLabelText('Code'), 'let a = `b`;');
    await userEvent.type(within(code).getByLabelText('Language (optional)'), 'js');
    await userEvent.click(within(code).getByRole('button', { name: 'Insert' }));
    expect(textarea().value).toBe('```js\nlet a = `b`;\n```');
  });

  it('shows its error under the field and ties it to the textarea', () => {
    render(<Editor error="Body cannot be empty." />);
    expect(textarea().getAttribute('aria-invalid')).toBe('true');
    const describedBy = textarea().getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Body cannot be empty.');
  });
});

describe('PostBody', () => {
  it('marks a broken image so it shows its alt text, or is hidden without one', () => {
    render(
      <MessagesProvider locale="en-US" bundle={enUS}>
        <PostBody
          html={
            '<p><img src="https://example.org/gone.png" alt="a chart"><img src="https://example.org/gone2.png"></p>'
          }
        />
      </MessagesProvider>,
    );
    const [withAlt, withoutAlt] = Array.from(document.querySelectorAll('img'));
    fireEvent.error(withAlt!);
    fireEvent.error(withoutAlt!);
    expect(withAlt!.classList.contains('broken-image')).toBe(true);
    expect(withoutAlt!.classList.contains('broken-image')).toBe(true);
  });
});
