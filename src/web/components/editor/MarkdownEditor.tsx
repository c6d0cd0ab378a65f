import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useMessage } from '../../hooks/useMessage.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { ImageUpload } from './ImageUpload.tsx';
import { InsertDialog } from './InsertDialog.tsx';
import { altFromFileName, insertDialogs } from './insert-dialogs.ts';
import type { TextState } from './markdown-commands.ts';
import { MarkdownPreview } from './MarkdownPreview.tsx';
import { webPlugins } from '../../plugins/built-in.ts';
import { useEnabledPlugins } from '../../plugins/plugin-status.ts';
import { actionForShortcut, toolbarActions, type DialogKind, type ToolbarAction } from './toolbar-actions.ts';
import './editor.css';

export interface MarkdownEditorProps {
  value: string;
  onChange(value: string): void;
  /** the textarea's id (a generated one when absent) */
  id?: string;
  /** the visible label; or name the label element with aria-labelledby */
  label?: string;
  'aria-labelledby'?: string;
  placeholder?: string;
  /** a message shown under the field and announced with it */
  error?: string | null;
  /** the textarea's least height, in CSS units */
  minHeight?: string;
}

interface OpenDialog {
  kind: DialogKind;
  values: Record<string, string>;
  /** the selection the insert replaces */
  selection: TextState;
}

/**
 * The post editor: an enabled editor plugin's replacement if there is one, else the markdown editor with
 * the toolbar buttons enabled plugins add.
 */
export function MarkdownEditor(props: MarkdownEditorProps) {
  const plugins = useEnabledPlugins(webPlugins);
  const Replacement = plugins.find((plugin) => plugin.editor)?.editor;
  const extraActions = useMemo(() => plugins.flatMap((plugin) => plugin.toolbar ?? []), [plugins]);
  return Replacement ? <Replacement {...props} /> : <MarkdownTextEditor {...props} extraActions={extraActions} />;
}

/** A markdown textarea with a formatting toolbar, insert dialogs and a live preview of the stored HTML. */
function MarkdownTextEditor({
  extraActions,
  value,
  onChange,
  id,
  label,
  placeholder,
  error,
  minHeight,
  ...rest
}: MarkdownEditorProps & { extraActions: readonly ToolbarAction[] }) {
  const t = useMessage();
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<TextState | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const actions = useMemo(() => [...toolbarActions, ...extraActions], [extraActions]);

  // After an edit re-renders the text, put the selection where the edit said and give the focus back.
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (!selection || !textarea.current || dialog) return;
    pendingSelection.current = null;
    textarea.current.focus();
    textarea.current.setSelectionRange(selection.start, selection.end);
  });

  const currentState = (): TextState => ({
    text: value,
    start: textarea.current?.selectionStart ?? value.length,
    end: textarea.current?.selectionEnd ?? value.length,
  });

  function apply(next: TextState) {
    pendingSelection.current = next;
    onChange(next.text);
  }

  function run(action: ToolbarAction) {
    const state = currentState();
    if (typeof action.run === 'function') {
      apply(action.run(state, t));
      return;
    }
    const kind = action.run.dialog;
    setDialog({
      kind,
      values: insertDialogs[kind].initial(state.text.slice(state.start, state.end)),
      selection: state,
    });
  }

  function closeDialog(next?: TextState) {
    setDialog(null);
    pendingSelection.current = next ?? dialog?.selection ?? null;
    if (next) onChange(next.text);
  }

  function shortcut(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const action = actionForShortcut(event.key);
    if (!action) return;
    event.preventDefault();
    run(action);
  }

  const errorId = `${textareaId}-error`;
  const spec = dialog ? insertDialogs[dialog.kind] : null;
  return (
    <div className="markdown-editor">
      {label && (
        <label htmlFor={textareaId} className="markdown-editor-label">
          {label}
        </label>
      )}
      <EditorToolbar actions={actions} controls={textareaId} onAction={run} />
      <textarea
        ref={textarea}
        id={textareaId}
        className="markdown-editor-input"
        value={value}
        placeholder={placeholder}
        aria-labelledby={rest['aria-labelledby']}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        style={minHeight ? { minHeight } : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={shortcut}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      <MarkdownPreview source={value} id={textareaId} />
      {dialog && spec && (
        <InsertDialog
          title={spec.title}
          fields={spec.fields}
          values={dialog.values}
          onValuesChange={(values) => setDialog({ ...dialog, values })}
          onInsert={(values) => closeDialog(spec.insert(dialog.selection, values))}
          onCancel={() => closeDialog()}
        >
          {dialog.kind === 'image' && (
            <ImageUpload
              onUploaded={(url, fileName) =>
                setDialog({
                  ...dialog,
                  // the stored file's name is random: the name it had says what it shows, and the writer may change it
                  values: { ...dialog.values, url, alt: dialog.values.alt || altFromFileName(fileName) },
                })
              }
            />
          )}
        </InsertDialog>
      )}
    </div>
  );
}

export default MarkdownEditor;
