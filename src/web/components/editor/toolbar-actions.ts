// The toolbar's buttons: what each is called, its shortcut, and either the edit it makes at once or the
// insert dialog it opens.
import type { MessageKey } from '../../../../generated/messages/index.ts';
import { insertBlock, prefixLines, tableMarkdown, wrapSelection, type TextState } from './markdown-commands.ts';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;
export type DialogKind = 'link' | 'image' | 'code';

const TABLE_COLUMNS = 2;
const TABLE_ROWS = 2;

export interface ToolbarAction {
  id: string;
  label: MessageKey;
  /** the glyph shown on the button (its name is the label) */
  glyph: string;
  /** the key pressed with Ctrl or Cmd */
  shortcut?: 'b' | 'i' | 'k';
  /** an edit made at once, or the dialog that asks for what to insert */
  run: ((state: TextState, t: Translate) => TextState) | { dialog: DialogKind };
}

export const toolbarActions: readonly ToolbarAction[] = [
  {
    id: 'heading',
    label: 'editor.heading',
    glyph: 'H',
    run: (s, t) => prefixLines(s, '## ', t('editor.placeholder.heading')),
  },
  {
    id: 'bold',
    label: 'editor.bold',
    glyph: 'B',
    shortcut: 'b',
    run: (s, t) => wrapSelection(s, '**', t('editor.placeholder.bold')),
  },
  {
    id: 'italic',
    label: 'editor.italic',
    glyph: 'I',
    shortcut: 'i',
    run: (s, t) => wrapSelection(s, '*', t('editor.placeholder.italic')),
  },
  { id: 'code', label: 'editor.code', glyph: '`', run: (s, t) => wrapSelection(s, '`', t('editor.placeholder.code')) },
  { id: 'code_block', label: 'editor.code_block', glyph: '{ }', run: { dialog: 'code' } },
  { id: 'link', label: 'editor.link', glyph: '🔗', shortcut: 'k', run: { dialog: 'link' } },
  {
    id: 'quote',
    label: 'editor.quote',
    glyph: '❝',
    run: (s, t) => prefixLines(s, '> ', t('editor.placeholder.quote')),
  },
  {
    id: 'ordered_list',
    label: 'editor.ordered_list',
    glyph: '1.',
    run: (s, t) => prefixLines(s, '', t('editor.placeholder.list_item'), true),
  },
  {
    id: 'unordered_list',
    label: 'editor.unordered_list',
    glyph: '•',
    run: (s, t) => prefixLines(s, '- ', t('editor.placeholder.list_item')),
  },
  {
    id: 'table',
    label: 'editor.table',
    glyph: '▦',
    run: (s, t) =>
      insertBlock(
        s,
        tableMarkdown(
          TABLE_COLUMNS,
          TABLE_ROWS,
          (number) => t('editor.placeholder.table_header', { number }),
          t('editor.placeholder.table_cell'),
        ),
      ),
  },
  { id: 'rule', label: 'editor.rule', glyph: '—', run: (s) => insertBlock(s, '---') },
  { id: 'image', label: 'editor.image', glyph: '🖼', run: { dialog: 'image' } },
];

/** The action a Ctrl/Cmd shortcut key stands for. */
export function actionForShortcut(key: string): ToolbarAction | undefined {
  return toolbarActions.find((action) => action.shortcut === key.toLowerCase());
}
