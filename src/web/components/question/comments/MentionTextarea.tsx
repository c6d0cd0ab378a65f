import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { api } from '../../../app/api-client.ts';
import { useSession } from '../../../app/session.ts';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue.ts';
import { useMessage } from '../../../hooks/useMessage.ts';
import { insertMention, mentionAt } from './mentions.ts';
import { nameStartsWith, useParticipants, type MentionPerson } from './participants.tsx';

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
 * A comment's text box: typing @ lists the question's participants, and a few letters more those of
 * them who match, then the other people whose name starts so (user search); arrows and Enter pick one,
 * as a combobox does.
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
  const [searched, setSearched] = useState<MentionPerson[]>([]);
  const [active, setActive] = useState(0);
  const participants = useParticipants();
  const self = useSession().user?.username;
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
    if (!wanted) return setSearched([]);
    const controller = new AbortController();
    api.searchUsersForMention({ query: { username: wanted } }, { signal: controller.signal, ignore50X: true }).then(
      (found) => setSearched(found),
      () => setSearched([]),
    );
    return () => controller.abort();
  }, [wanted]);

  // the participants first; the search's answer to an earlier query shows only what still matches
  const suggestions: MentionPerson[] = [];
  if (typed) {
    const first = participants?.matching(typed.query, self) ?? [];
    const known = new Set([self, ...first.map((person) => person.username)]);
    const more = searched.filter((person) => !known.has(person.username) && nameStartsWith(person, typed.query));
    suggestions.push(...first, ...more);
  }

  const track = (text: string, caret: number) => {
    const found = mentionAt(text, caret);
    setTyped(found && { ...found, caret });
    setActive(0);
  };

  const choose = (suggestion: MentionPerson) => {
    if (!typed) return;
    const next = insertMention(value, typed.start, typed.caret, suggestion.username);
    onChange(next.text);
    setTyped(null);
    pendingCaret.current = next.caret;
  };

  const open = suggestions.length > 0;
  // the list may have shrunk under the highlighted one (an earlier search's answer no longer matching)
  const current = Math.min(active, suggestions.length - 1);
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      choose(suggestions[current]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setTyped(null);
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
        aria-activedescendant={open ? `${listId}-${current}` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          track(event.target.value, event.target.selectionStart);
        }}
        onKeyDown={keyDown}
        onBlur={() => setTyped(null)}
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
              key={suggestion.username}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === current}
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
