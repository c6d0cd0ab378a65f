// The three insert dialogs: their fields (required ones refuse emptiness with validation.editor.*) and
// the markdown each inserts.
import type { MessageKey } from '../../../../generated/messages/index.ts';
import type { DialogField } from './InsertDialog.tsx';
import {
  codeBlock,
  imageMarkdown,
  insertBlock,
  insertInline,
  linkMarkdown,
  type TextState,
} from './markdown-commands.ts';
import type { DialogKind } from './toolbar-actions.ts';

/**
 * A picture's description from its file's name ("tomato-split.png" reads "tomato-split"), for when the
 * writer gives none: an empty alt would leave the picture unnamed to those who cannot see it.
 */
export function altFromFileName(url: string): string {
  const name = url.split(/[?#]/)[0]!.split(/[/\\]/).filter(Boolean).at(-1) ?? '';
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // a stray % in the name: keep it as written
  }
  return decoded.replace(/\.[a-z0-9]+$/i, '');
}

interface InsertDialogSpec {
  title: MessageKey;
  fields: readonly DialogField[];
  /** values to open with, from the selected text */
  initial(selected: string): Record<string, string>;
  insert(state: TextState, values: Record<string, string>): TextState;
}

export const insertDialogs: Record<DialogKind, InsertDialogSpec> = {
  link: {
    title: 'editor.dialog.link_title',
    fields: [
      { name: 'url', label: 'editor.dialog.link_url', requiredMessage: 'validation.editor.link_required' },
      { name: 'text', label: 'editor.dialog.link_text' },
    ],
    initial: (selected) => ({ url: '', text: selected }),
    insert: (state, { url = '', text = '' }) => insertInline(state, linkMarkdown(url, text)),
  },
  image: {
    title: 'editor.dialog.image_title',
    fields: [
      { name: 'url', label: 'editor.dialog.image_url', requiredMessage: 'validation.editor.image_url_required' },
      { name: 'alt', label: 'editor.dialog.image_alt' },
    ],
    initial: (selected) => ({ url: '', alt: selected }),
    insert: (state, { url = '', alt = '' }) =>
      insertInline(state, imageMarkdown(url, alt.trim() || altFromFileName(url.trim()))),
  },
  code: {
    title: 'editor.dialog.code_title',
    fields: [
      {
        name: 'code',
        label: 'editor.dialog.code',
        requiredMessage: 'validation.editor.code_required',
        multiline: true,
      },
      { name: 'language', label: 'editor.dialog.code_language' },
    ],
    initial: (selected) => ({ code: selected, language: '' }),
    insert: (state, { code = '', language = '' }) => insertBlock(state, codeBlock(code, language)),
  },
};
