import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from './field-ids.ts';
import './switch.css';

/** An on/off setting: a checkbox announced and drawn as a switch. */
export function SwitchWidget({
  id,
  value,
  disabled,
  readonly,
  autofocus,
  options,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  return (
    <input
      id={id}
      name={id}
      type="checkbox"
      role="switch"
      className="form-switch"
      checked={value === true}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      aria-describedby={describedBy(id, Boolean(options.help))}
      onChange={(event) => onChange(event.target.checked)}
      onBlur={(event) => onBlur(id, event.target.checked)}
      onFocus={(event) => onFocus(id, event.target.checked)}
    />
  );
}
