import type { WidgetProps } from '@rjsf/utils';
import type { HTMLInputTypeAttribute } from 'react';
import { describedBy } from './field-ids.ts';

interface InputWidgetProps extends WidgetProps {
  type: HTMLInputTypeAttribute;
}

/** A single-line input; an emptied input leaves the field out of the data, so "required" applies. */
export function InputWidget({
  id,
  type,
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
}: InputWidgetProps) {
  const toValue = (text: string) => {
    if (text === '') return options.emptyValue;
    return type === 'number' ? Number(text) : text;
  };
  return (
    <input
      id={id}
      name={id}
      type={type}
      value={value ?? ''}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      autoComplete={options.autocomplete}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      aria-describedby={describedBy(id, Boolean(options.help))}
      onChange={(event) => onChange(toValue(event.target.value))}
      onBlur={(event) => onBlur(id, toValue(event.target.value))}
      onFocus={(event) => onFocus(id, toValue(event.target.value))}
    />
  );
}

export const TextWidget = (props: WidgetProps) => <InputWidget {...props} type="text" />;
export const EmailWidget = (props: WidgetProps) => <InputWidget {...props} type="email" />;
export const PasswordWidget = (props: WidgetProps) => <InputWidget {...props} type="password" />;
export const UrlWidget = (props: WidgetProps) => <InputWidget {...props} type="url" />;
export const NumberWidget = (props: WidgetProps) => <InputWidget {...props} type="number" />;
/** A value the page fills in itself (an emailed code, a captcha answer); rendered inside a hidden field. */
export const HiddenWidget = (props: WidgetProps) => <InputWidget {...props} type="hidden" />;
