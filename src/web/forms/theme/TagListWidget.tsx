import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { describedBy } from './field-ids.ts';

/** A list of short strings (tag names, email domains), typed one per line. */
export function TagListWidget({
  id,
  value,
  disabled,
  readonly,
  autofocus,
  placeholder,
  options,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const list = Array.isArray(value) ? (value as string[]) : [];
  // the text as typed, so a trailing new line is kept while typing the next entry
  const [text, setText] = useState(list.join('\n'));
  const toList = (typed: string) =>
    typed
      .split('\n')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
  const shown = toList(text).join('\n') === list.join('\n') ? text : list.join('\n');
  return (
    <textarea
      id={id}
      name={id}
      className="form-tag-list"
      value={shown}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      aria-describedby={describedBy(id, Boolean(options.help))}
      onChange={(event) => {
        setText(event.target.value);
        onChange(toList(event.target.value));
      }}
      onBlur={(event) => onBlur(id, toList(event.target.value))}
      onFocus={(event) => onFocus(id, toList(event.target.value))}
    />
  );
}
