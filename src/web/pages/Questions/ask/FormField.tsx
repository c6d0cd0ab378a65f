import type { ReactNode } from 'react';
import type { FormDefinition } from '../../../../../generated/forms.ts';
import { fieldLimits } from '../../../../shared/validation/issues.ts';
import { useMessage } from '../../../hooks/useMessage.ts';
import { fieldId } from './usePostForm.ts';

/** What a control needs to be tied to its label, help and error. */
export interface FieldControl {
  id: string;
  describedBy: string;
  invalid: boolean;
}

interface FormFieldProps {
  form: FormDefinition;
  name: string;
  error?: string | undefined;
  children(control: FieldControl): ReactNode;
}

/** One field of a post form: label and help from the form's ui hints, the control, its error. */
export function FormField({ form, name, error, children }: FormFieldProps) {
  const t = useMessage();
  const ui = form.ui[name];
  const id = fieldId(form, name);
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      {ui && <label htmlFor={id}>{t(ui.label)}</label>}
      {children({ id, describedBy: ui?.help ? `${helpId} ${errorId}` : errorId, invalid: !!error })}
      {ui?.help && (
        <p id={helpId} className="form-help">
          {t(ui.help, fieldLimits(form.schema, name))}
        </p>
      )}
      <p id={errorId} className="form-error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
