// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../generated/messages/en_US.ts';
import compiledEn from '../../../generated/messages/compiled/en_US.ts';
import { MessagesProvider } from '../../../src/web/app/messages-context.tsx';
import { TagPicker } from '../../../src/web/components/tag-picker/TagPicker.tsx';
import type { TagChoice } from '../../../src/web/components/tag-picker/tag-choice.ts';

afterEach(cleanup);

const siteTags: TagChoice[] = [
  { slug_name: 'javascript', display_name: 'JavaScript', recommend: true },
  { slug_name: 'java', display_name: 'Java' },
  { slug_name: 'jakarta', display_name: 'Jakarta', reserved: true },
];
const suggest = async (typed: string) => siteTags.filter((tag) => tag.slug_name.startsWith(typed.toLowerCase()));

function Picker({ maxTags }: { maxTags?: number }) {
  const [tags, setTags] = useState<TagChoice[]>([]);
  return (
    <MessagesProvider locale="en-US" bundle={compiledEn}>
      <label htmlFor="tags">Tags</label>
      <TagPicker id="tags" value={tags} onChange={setTags} suggest={suggest} maxTags={maxTags} />
    </MessagesProvider>
  );
}

const chips = () => within(screen.getByRole('list', { name: en['ask.tags.chosen'] })).getAllByRole('listitem');

describe('the tag picker', () => {
  it('suggests tags with their marks, and arrows and Enter choose one', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const box = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(box, 'ja');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      `JavaScript${en['ask.tags.recommended']}`,
      'Java',
      `Jakarta${en['ask.tags.reserved']}`,
    ]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await user.keyboard('{Enter}');
    expect(chips().map((chip) => chip.firstChild?.textContent)).toEqual(['Java']);
    expect(box).toHaveProperty('value', '');
  });

  it('adds a typed tag as a new slug, removes with Backspace or the chip button', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const box = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(box, 'Web Design{Enter}rust,');
    expect(chips().map((chip) => chip.firstChild?.textContent)).toEqual(['Web Design', 'rust']);
    await user.keyboard('{Backspace}');
    expect(chips()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: en['ask.tags.remove'].replace('{tag}', 'Web Design') }));
    expect(screen.queryByRole('list', { name: en['ask.tags.chosen'] })).toBeNull();
  });

  it('stops at the most tags the form allows', async () => {
    const user = userEvent.setup();
    render(<Picker maxTags={2} />);
    const box = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(box, 'one{Enter}two{Enter}');
    expect(chips()).toHaveLength(2);
    expect(box).toHaveProperty('disabled', true);
  });
});
