import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useMessages } from '../app/messages-context.tsx';
import type { FormDefinition } from '../../../generated/forms.ts';
import type { MessageKey } from '../../../generated/messages/index.ts';
import { ApiError, type FieldError } from '../../shared/api/api-error.ts';
import { formValidatorOf } from './form-validator.ts';
import { errorSchemaOf, stillStanding, type FormData } from './server-errors.ts';
import { templates, widgets } from './theme/index.ts';
import { translateErrors } from './translate-errors.ts';
import { uiSchemaOf } from './ui-schema.ts';

export interface SchemaFormProps {
  /** a form from generated/forms.ts: schema, ui hints and message keys */
  form: FormDefinition;
  /** sends the data; rejects with an ApiError whose field errors are shown on their fields */
  onSubmit(data: FormData): Promise<unknown>;
  submitLabel?: MessageKey;
  initialData?: FormData;
  /**
   * For a form made at run time (a plugin's settings), which has no generated validator or ui hints:
   * its own checks and its uiSchema, with labels already in the reader's language.
   */
  runtime?: { validator: ValidatorType<FormData>; uiSchema: UiSchema };
}

interface ServerErrors {
  fieldErrors: FieldError[];
  sent: FormData;
}

/** A form of spec/forms, checked in the browser with the server's rules and messages. */
export function SchemaForm({ form, onSubmit, submitLabel, initialData, runtime }: SchemaFormProps) {
  const intl = useMessages();
  const [data, setData] = useState<FormData>(initialData ?? {});
  const [serverErrors, setServerErrors] = useState<ServerErrors | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const uiSchema = useMemo(
    () => runtime?.uiSchema ?? uiSchemaOf(form, (key, values) => intl.format(key, values), intl.has),
    [form, intl, runtime],
  );
  const transformErrors = (errors: RJSFValidationError[]) =>
    translateErrors(errors, form, (key, values) => intl.format(key, values));
  const validator = useMemo(() => runtime?.validator ?? formValidatorOf(form), [form, runtime]);
  const extraErrors = useMemo(
    () => (serverErrors ? errorSchemaOf(serverErrors.fieldErrors) : undefined),
    [serverErrors],
  );

  const change = ({ formData }: IChangeEvent<FormData>) => {
    const now = formData ?? {};
    setData(now);
    setServerErrors(
      (current) => current && { ...current, fieldErrors: stillStanding(current.fieldErrors, current.sent, now) },
    );
  };

  const submit = async ({ formData }: IChangeEvent<FormData>) => {
    if (pending) return;
    const sent = formData ?? {};
    setPending(true);
    setAlert(null);
    setServerErrors(null);
    try {
      await onSubmit(sent);
    } catch (error) {
      // Other refusals (toasts, dialogs, error pages) were shown by the API client's hooks.
      if (!(error instanceof ApiError)) throw error;
      if (error.kind === 'field_errors') setServerErrors({ fieldErrors: error.fieldErrors, sent });
      else if (error.kind === 'alert') setAlert(error.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Form<FormData>
      className="schema-form"
      // Field ids start with the form's id, so two forms on one page never share a label target.
      idPrefix={form.id}
      schema={form.schema as RJSFSchema}
      uiSchema={uiSchema}
      validator={validator}
      widgets={widgets}
      templates={templates}
      formData={data}
      onChange={change}
      onSubmit={(event) => void submit(event)}
      // Invalid input is shown on its fields; without this rjsf would log it as a program error.
      onError={() => undefined}
      transformErrors={transformErrors}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
    >
      <p className="form-alert" aria-live="polite">
        {alert}
      </p>
      <div>
        <button type="submit" className="button button-primary" aria-disabled={pending}>
          {intl.format(submitLabel ?? form.submit)}
        </button>
      </div>
    </Form>
  );
}

export default SchemaForm;
