import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from './field-ids.ts';

export function TextareaWidget({
  id,
  value,
  required,
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
  const toValue = (text: string) => (text === '' ? options.emptyValue : text);
  return (
    <textarea
      id={id}
      name={id}
      value={value ?? ''}
      rows={typeof options.rows === 'number' ? options.rows : undefined}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      aria-describedby={describedBy(id, Boolean(options.help))}
      onChange={(event) => onChange(toValue(event.target.value))}
      onBlur={(event) => onBlur(id, toValue(event.target.value))}
      onFocus={(event) => onFocus(id, toValue(event.target.value))}
    />
  );
}
