import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { forms } from '../../../../generated/forms.ts';
import { firstIssuePerField, issuesFromAjv, messageForIssue } from '../../../shared/validation/issues.ts';
import type { Translate } from '../../i18n/translator.ts';

type FormId = 'install_database' | 'install_base_info';

/**
 * The refusals the install calls would give these values, checked before any of them runs, so invalid
 * variables stop the start before config.yaml or a table is written. Same schemas, same messages.
 */
export function formRefusals(formId: FormId, body: Record<string, string>, t: Translate): string[] {
  const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: false });
  addFormats.default(ajv);
  const form = forms[formId];
  const validate = ajv.compile(form.schema);
  if (validate(structuredClone(body))) return [];
  return firstIssuePerField(issuesFromAjv(validate.errors ?? [])).map((issue) => {
    const { key, values } = messageForIssue(issue, form);
    return `${issue.field}: ${t(key, values)}`;
  });
}
