import type { RJSFSchema } from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
import type { FormDefinition } from '../../../../../generated/forms.ts';
import { formValidatorOf } from '../../../forms/form-validator.ts';
import {
  firstIssuePerField,
  issuesFromAjv,
  messageForIssue,
  type LocalizableMessage,
} from '../../../../shared/validation/issues.ts';

/** field → what is wrong with it, in the form's own message keys */
export type FieldProblems = Record<string, LocalizableMessage>;

function ajvErrorsOf(form: FormDefinition, body: Record<string, unknown>): ErrorObject[] {
  return formValidatorOf(form).rawValidation<ErrorObject>(form.schema as RJSFSchema, body).errors ?? [];
}

/**
 * The form's rules from spec/forms checked in the browser, with the messages the server would give
 * (the shared mapping of src/shared/validation/issues.ts): one problem per field.
 */
export function checkForm(form: FormDefinition, body: Record<string, unknown>): FieldProblems {
  const errors = ajvErrorsOf(form, body);
  if (!errors.length) return {};
  const issues = firstIssuePerField(issuesFromAjv(errors));
  return Object.fromEntries(issues.map((issue) => [issue.field.split('.')[0] ?? '', messageForIssue(issue, form)]));
}
