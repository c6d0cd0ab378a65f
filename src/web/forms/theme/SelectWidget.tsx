import { enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils';
import { describedBy } from './field-ids.ts';

/** A choice among the schema's enum; options are addressed by index, so any value type works. */
export function SelectWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  options,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const toValue = (index: string) => enumOptionsValueForIndex(index, enumOptions, options.emptyValue);
  return (
    <select
      id={id}
      name={id}
      value={typeof selected === 'string' ? selected : ''}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      aria-describedby={describedBy(id, Boolean(options.help))}
      onChange={(event) => onChange(toValue(event.target.value))}
      onBlur={(event) => onBlur(id, toValue(event.target.value))}
      onFocus={(event) => onFocus(id, toValue(event.target.value))}
    >
      {selected === undefined && <option value="" />}
      {enumOptions.map((option, index) => (
        <option key={String(option.value)} value={String(index)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
