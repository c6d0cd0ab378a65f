import type { RJSFValidationError } from '@rjsf/utils';
import type { FormDefinition } from '../../../generated/forms.ts';
import type { MessageKey } from '../../../generated/messages/index.ts';
import {
  firstIssuePerField,
  listField,
  messageForIssue,
  type ValidationIssue,
} from '../../shared/validation/issues.ts';

export type FormatMessage = (key: MessageKey, values: Record<string, string | number>) => string;

function issueOf(error: RJSFValidationError): ValidationIssue {
  return {
    field: listField((error.property ?? '').split('.').filter(Boolean)),
    keyword: error.name ?? '',
    params: (error.params as Record<string, unknown> | undefined) ?? {},
  };
}

/**
 * Browser-side errors in the words the server would use: the same rule → message-key mapping
 * (messageForIssue) and the same one-message-per-field choice (firstIssuePerField).
 */
export function translateErrors(
  errors: RJSFValidationError[],
  form: Pick<FormDefinition, 'schema' | 'messages'>,
  format: FormatMessage,
): RJSFValidationError[] {
  const issues = errors.map(issueOf);
  const kept = new Set(firstIssuePerField(issues));
  return errors.flatMap((error, index) => {
    const issue = issues[index];
    if (!issue || !kept.has(issue)) return [];
    const { key, values } = messageForIssue(issue, form);
    const message = format(key, values);
    // rjsf shows an error at the path of its property: an item's error goes to its list's control
    return [{ ...error, property: `.${issue.field}`, message, stack: message }];
  });
}
