import { Ajv, type ValidateFunction } from 'ajv';
import type { FormDefinition } from '../../../../../generated/forms.ts';
import {
  firstIssuePerField,
  issuesFromAjv,
  messageForIssue,
  type LocalizableMessage,
} from '../../../../shared/validation/issues.ts';

/** field → what is wrong with it, in the form's own message keys */
export type FieldProblems = Record<string, LocalizableMessage>;

const ajv = new Ajv({ allErrors: true, strict: false });
const validators = new Map<string, ValidateFunction>();

function validatorOf(form: FormDefinition): ValidateFunction {
  let validate = validators.get(form.id);
  if (!validate) validators.set(form.id, (validate = ajv.compile(form.schema)));
  return validate;
}

/**
 * The form's rules from spec/forms checked in the browser, with the messages the server would give
 * (the shared mapping of src/shared/validation/issues.ts): one problem per field.
 */
export function checkForm(form: FormDefinition, body: Record<string, unknown>): FieldProblems {
  const validate = validatorOf(form);
  if (validate(body)) return {};
  const issues = firstIssuePerField(issuesFromAjv(validate.errors ?? []));
  return Object.fromEntries(issues.map((issue) => [issue.field.split('.')[0] ?? '', messageForIssue(issue, form)]));
}
