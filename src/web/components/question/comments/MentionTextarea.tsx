import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { DataOf } from '../../../../../generated/operations.ts';
import { api } from '../../../app/api-client.ts';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue.ts';
import { useMessage } from '../../../hooks/useMessage.ts';
import { insertMention, mentionAt } from './mentions.ts';

type Suggestion = DataOf<'searchUsersForMention'>[number];

interface MentionTextareaProps {
  value: string;
  onChange(value: string): void;
  label: string;
  minLength: number;
  maxLength: number;
  invalid: boolean;
  describedBy?: string;
  autoFocus?: boolean;
}

/**
 * A comment's text box: typing @ and a few letters lists matching people (user search), and
 * arrows and Enter pick one, as a combobox does.
 */
export function MentionTextarea({
  value,
  onChange,
  label,
  minLength,
  maxLength,
  invalid,
  describedBy,
  autoFocus,
}: MentionTextareaProps) {
  const message = useMessage();
  const listId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [typed, setTyped] = useState<{ start: number; query: string; caret: number } | null>(null);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(0);
  // where the caret goes once a chosen mention is in the box: placed in the same commit as the text, so
  // letters typed right after choosing land after the name (a later frame would move the caret back)
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (pendingCaret.current === null || !box.current) return;
    box.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [value]);

  const wanted = useDebouncedValue(typed?.query ?? '');
  useEffect(() => {
    if (!wanted) return setSuggestions([]);
    const controller = new AbortController();
    api.searchUsersForMention({ query: { username: wanted } }, { signal: controller.signal, ignore50X: true }).then(
      (found) => {
        setSuggestions(found);
        setActive(0);
      },
      () => setSuggestions([]),
    );
    return () => controller.abort();
  }, [wanted]);

  const track = (text: string, caret: number) => {
    const found = mentionAt(text, caret);
    setTyped(found && { ...found, caret });
  };

  const choose = (suggestion: Suggestion) => {
    if (!typed) return;
    const next = insertMention(value, typed.start, typed.caret, suggestion.username);
    onChange(next.text);
    setTyped(null);
    setSuggestions([]);
    pendingCaret.current = next.caret;
  };

  const open = suggestions.length > 0 && typed !== null;
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setSuggestions([]);
    }
  };

  return (
    <div className="mention-box">
      <textarea
        ref={box}
        aria-label={label}
        value={value}
        rows={3}
        required
        minLength={minLength}
        maxLength={maxLength}
        autoFocus={autoFocus}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          track(event.target.value, event.target.selectionStart);
        }}
        onKeyDown={keyDown}
        onBlur={() => setSuggestions([])}
      />
      <ul
        id={listId}
        role="listbox"
        className="mention-list"
        hidden={!open}
        aria-label={message('questions_ui.comments.mention_list')}
      >
        {open &&
          suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // mousedown, before the box loses focus and closes the list
              onMouseDown={(event) => {
                event.preventDefault();
                choose(suggestion);
              }}
            >
              {suggestion.display_name} <span className="mention-username">@{suggestion.username}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}
