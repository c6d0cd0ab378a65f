import { useRef, useState, type KeyboardEvent } from 'react';
import { useMessage } from '../../hooks/useMessage.ts';
import type { ToolbarAction } from './toolbar-actions.ts';

const SHORTCUT_PREFIX =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? 'Meta' : 'Control';

/**
 * The formatting buttons, one tab stop (WAI-ARIA toolbar): arrow keys, Home and End move between the
 * buttons; each has its name as label and tooltip, with its shortcut announced.
 */
export function EditorToolbar({
  actions,
  controls,
  onAction,
}: {
  actions: readonly ToolbarAction[];
  controls: string;
  onAction(action: ToolbarAction): void;
}) {
  const t = useMessage();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const last = actions.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = next < 0 ? last : next > last ? 0 : next;
    setCurrent(index);
    buttons.current[index]?.focus();
  }

  return (
    <div
      role="toolbar"
      aria-label={t('editor.toolbar')}
      aria-controls={controls}
      className="editor-toolbar"
      onKeyDown={move}
    >
      {actions.map((action, index) => {
        const name = t(action.label);
        const shortcut = action.shortcut ? `${SHORTCUT_PREFIX}+${action.shortcut.toUpperCase()}` : undefined;
        return (
          <button
            key={action.id}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            className="editor-toolbar-button"
            tabIndex={index === current ? 0 : -1}
            aria-label={name}
            aria-keyshortcuts={shortcut}
            title={shortcut ? `${name} (${shortcut.replace('Control', 'Ctrl').replace('Meta', '⌘')})` : name}
            onFocus={() => setCurrent(index)}
            onClick={() => onAction(action)}
          >
            <action.icon aria-hidden size={18} />
          </button>
        );
      })}
    </div>
  );
}
