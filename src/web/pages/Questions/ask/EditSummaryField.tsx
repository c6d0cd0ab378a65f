import type { FormDefinition } from '../../../../../generated/forms.ts';
import { useMessage } from '../../../hooks/useMessage.ts';
import { FormField } from './FormField.tsx';

interface EditSummaryFieldProps {
  form: FormDefinition;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}

/** The edit summary of the edit forms: what changed, shown in the timeline and to reviewers. */
export function EditSummaryField({ form, value, onChange, error }: EditSummaryFieldProps) {
  const t = useMessage();
  const placeholder = form.ui.edit_summary?.placeholder;
  const rule = (form.schema.properties as Record<string, { maxLength?: number }>).edit_summary;
  return (
    <FormField form={form} name="edit_summary" error={error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="text"
          value={value}
          maxLength={rule?.maxLength}
          placeholder={placeholder && t(placeholder)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
