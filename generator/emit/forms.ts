import { WIDGETS, type FormDefinition } from '../check/forms.ts';
import { HEADER, json } from './format.ts';

export function emitForms(forms: FormDefinition[]): string {
  const table = Object.fromEntries(forms.map((form) => [form.id, form]));
  return `${HEADER}import type { MessageKey } from './messages/keys.ts';

export type Widget = ${WIDGETS.map((widget) => `'${widget}'`).join(' | ')};

export interface FieldUi {
  label: MessageKey;
  help?: MessageKey;
  placeholder?: MessageKey;
  widget: Widget;
  option_labels?: string[];
  autocomplete?: string;
  rows?: number;
  /** for a group: its own fields' ui hints */
  fields?: Record<string, FieldUi>;
}

export interface FormDefinition {
  id: string;
  title: MessageKey;
  submit: MessageKey;
  /** JSON Schema of the form: the server's request body schema and the browser's form schema */
  schema: Record<string, unknown>;
  /** field → ui hints, in display order */
  ui: Record<string, FieldUi>;
  /** field → JSON Schema keyword → message key */
  messages: Record<string, Record<string, MessageKey>>;
}

export const forms = ${json(table)} satisfies Record<string, FormDefinition>;

export type FormId = keyof typeof forms;
`;
}
