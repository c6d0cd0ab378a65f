import type { WidgetProps } from '@rjsf/utils';
import { constants } from '../../../../generated/constants.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { describedBy } from './field-ids.ts';

const HEX_COLOR = new RegExp(constants.theme.primary_color_pattern);

/**
 * A #rrggbb colour: a text input (the field's own control, so its label and errors apply) and the
 * browser's colour picker beside it, each following the other.
 */
export function ColorWidget({
  id,
  label,
  value,
  disabled,
  readonly,
  options,
  rawErrors,
  onChange,
  onBlur,
}: WidgetProps) {
  const t = useMessage();
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="color-input">
      <input
        id={id}
        name={id}
        type="text"
        value={text}
        maxLength={constants.theme.primary_color_length}
        spellCheck={false}
        disabled={disabled || readonly}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        aria-describedby={describedBy(id, Boolean(options.help))}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
      />
      <input
        type="color"
        aria-label={t('color_picker.label', { field: label })}
        value={HEX_COLOR.test(text) ? text.toLowerCase() : '#000000'}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
