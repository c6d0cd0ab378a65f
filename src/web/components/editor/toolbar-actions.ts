// The toolbar's buttons: what each is called, its shortcut, and either the edit it makes at once or the
// insert dialog it opens.
import BoldIcon from 'lucide-react/icons/bold';
import BracesIcon from 'lucide-react/icons/braces';
import CodeIcon from 'lucide-react/icons/code';
import HeadingIcon from 'lucide-react/icons/heading';
import ImageIcon from 'lucide-react/icons/image';
import ItalicIcon from 'lucide-react/icons/italic';
import LinkIcon from 'lucide-react/icons/link';
import ListIcon from 'lucide-react/icons/list';
import ListOrderedIcon from 'lucide-react/icons/list-ordered';
import MinusIcon from 'lucide-react/icons/minus';
import TableIcon from 'lucide-react/icons/table';
import TextQuoteIcon from 'lucide-react/icons/text-quote';
import type { ComponentType } from 'react';
import type { MessageKey } from '../../../../generated/messages/index.ts';
import { insertBlock, prefixLines, tableMarkdown, wrapSelection, type TextState } from './markdown-commands.ts';

/** a lucide-react icon */
export type ToolbarIcon = ComponentType<{ 'aria-hidden'?: boolean; size?: number }>;

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;
export type DialogKind = 'link' | 'image' | 'code';

const TABLE_COLUMNS = 2;
const TABLE_ROWS = 2;

export interface ToolbarAction {
  id: string;
  label: MessageKey;
  /** the icon shown on the button (its name is the label) */
  icon: ToolbarIcon;
  /** the key pressed with Ctrl or Cmd */
  shortcut?: 'b' | 'i' | 'k';
  /** an edit made at once, or the dialog that asks for what to insert */
  run: ((state: TextState, t: Translate) => TextState) | { dialog: DialogKind };
}

export const toolbarActions: readonly ToolbarAction[] = [
  {
    id: 'heading',
    label: 'editor.heading',
    icon: HeadingIcon,
    run: (s, t) => prefixLines(s, '## ', t('editor.placeholder.heading')),
  },
  {
    id: 'bold',
    label: 'editor.bold',
    icon: BoldIcon,
    shortcut: 'b',
    run: (s, t) => wrapSelection(s, '**', t('editor.placeholder.bold')),
  },
  {
    id: 'italic',
    label: 'editor.italic',
    icon: ItalicIcon,
    shortcut: 'i',
    run: (s, t) => wrapSelection(s, '*', t('editor.placeholder.italic')),
  },
  {
    id: 'code',
    label: 'editor.code',
    icon: CodeIcon,
    run: (s, t) => wrapSelection(s, '`', t('editor.placeholder.code')),
  },
  { id: 'code_block', label: 'editor.code_block', icon: BracesIcon, run: { dialog: 'code' } },
  { id: 'link', label: 'editor.link', icon: LinkIcon, shortcut: 'k', run: { dialog: 'link' } },
  {
    id: 'quote',
    label: 'editor.quote',
    icon: TextQuoteIcon,
    run: (s, t) => prefixLines(s, '> ', t('editor.placeholder.quote')),
  },
  {
    id: 'ordered_list',
    label: 'editor.ordered_list',
    icon: ListOrderedIcon,
    run: (s, t) => prefixLines(s, '', t('editor.placeholder.list_item'), true),
  },
  {
    id: 'unordered_list',
    label: 'editor.unordered_list',
    icon: ListIcon,
    run: (s, t) => prefixLines(s, '- ', t('editor.placeholder.list_item')),
  },
  {
    id: 'table',
    label: 'editor.table',
    icon: TableIcon,
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
  { id: 'rule', label: 'editor.rule', icon: MinusIcon, run: (s) => insertBlock(s, '---') },
  { id: 'image', label: 'editor.image', icon: ImageIcon, run: { dialog: 'image' } },
];

/** The action a Ctrl/Cmd shortcut key stands for. */
export function actionForShortcut(key: string): ToolbarAction | undefined {
  return toolbarActions.find((action) => action.shortcut === key.toLowerCase());
}
