import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { constants } from '../../../../generated/constants.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { hasTag, slugOf, typedTag, type TagChoice } from './tag-choice.ts';
import './tag-picker.css';
import X from 'lucide-react/icons/x';

export interface TagPickerProps {
  /** id of the text box, for the field's label */
  id: string;
  value: readonly TagChoice[];
  onChange(tags: TagChoice[]): void;
  /** the tags whose names start with what was typed (`GET question/tags`) */
  suggest(typed: string, signal: AbortSignal): Promise<TagChoice[]>;
  /** ids of the field's help and error texts */
  describedBy?: string;
  invalid?: boolean;
  /** at most this many tags (the form's rule); the box is disabled when reached */
  maxTags?: number;
}

function Marks({ tag }: { tag: TagChoice }) {
  const t = useMessage();
  return (
    <>
      {tag.recommend && <span className="tag-mark tag-mark-recommended">{t('ask.tags.recommended')}</span>}
      {tag.reserved && <span className="tag-mark tag-mark-reserved">{t('ask.tags.reserved')}</span>}
    </>
  );
}

/**
 * A combobox for a post's tags: suggestions while typing, arrows to move through them, Enter (or a
 * comma) to add, Backspace in the empty box to remove the last tag, Escape to close the list; each
 * chosen tag is a chip with its own remove button.
 */
export function TagPicker({ id, value, onChange, suggest, describedBy, invalid, maxTags }: TagPickerProps) {
  const t = useMessage();
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [suggestions, setSuggestions] = useState<TagChoice[]>([]);
  const [active, setActive] = useState(-1);
  const full = maxTags !== undefined && value.length >= maxTags;
  const shown = suggestions.filter((tag) => !hasTag(value, tag.slug_name));
  const open = typed.trim() !== '' && shown.length > 0;

  useEffect(() => {
    const text = typed.trim();
    if (text === '') return setSuggestions([]);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggest(text, controller.signal).then(
        (found) => !controller.signal.aborted && (setSuggestions(found), setActive(-1)),
        () => undefined,
      );
    }, constants.timing.typing_search_debounce_ms);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, suggest]);

  const add = (tag: TagChoice) => {
    if (tag.slug_name !== '' && !hasTag(value, tag.slug_name) && !full) onChange([...value, tag]);
    setTyped('');
    setSuggestions([]);
    setActive(-1);
  };
  const remove = (slug: string) => onChange(value.filter((tag) => tag.slug_name !== slug));

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!open) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // from no choice to the first (down) or last (up); wraps around at both ends
        setActive((index) =>
          index < 0 ? (step > 0 ? 0 : shown.length - 1) : (index + step + shown.length) % shown.length,
        );
        return;
      }
      case 'Enter':
      case ',': {
        if (typed.trim() === '') return;
        event.preventDefault();
        const exact = shown.find((tag) => tag.slug_name === slugOf(typed));
        add(shown[active] ?? exact ?? typedTag(typed));
        return;
      }
      case 'Backspace':
        if (typed === '' && value.length > 0) remove(value.at(-1)!.slug_name);
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setSuggestions([]);
        }
        return;
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className="tag-picker" data-invalid={invalid || undefined}>
      {value.length > 0 && (
        <ul className="tag-picker-chips" aria-label={t('ask.tags.chosen')}>
          {value.map((tag) => (
            <li key={tag.slug_name} className="tag-chip">
              <span>{tag.display_name || tag.slug_name}</span>
              <Marks tag={tag} />
              <button
                type="button"
                className="tag-chip-remove"
                aria-label={t('ask.tags.remove', { tag: tag.display_name || tag.slug_name })}
                onClick={() => remove(tag.slug_name)}
              >
                <X aria-hidden size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        className="tag-picker-input"
        value={typed}
        maxLength={constants.limits.tag.slug_max}
        disabled={full}
        placeholder={t('ask.tags.placeholder')}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={keyDown}
        onBlur={() => setActive(-1)}
      />
      <ul id={listId} role="listbox" className="tag-picker-list" hidden={!open} aria-label={t('ask.tags.suggestions')}>
        {open &&
          shown.map((tag, index) => (
            <li
              key={tag.slug_name}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="tag-picker-option"
              // mousedown, not click: the text box keeps its focus
              onMouseDown={(event) => {
                event.preventDefault();
                add(tag);
              }}
            >
              <span>{tag.display_name}</span>
              <Marks tag={tag} />
            </li>
          ))}
      </ul>
    </div>
  );
}
