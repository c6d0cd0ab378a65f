import { useState } from 'react';
import type { FormDefinition } from '../../../../../generated/forms.ts';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { useMessage } from '../../../hooks/useMessage.ts';
import { checkForm } from './form-check.ts';

export type Body = Record<string, unknown>;

export interface PostForm<T, B extends Body = Body> {
  data: T;
  set<K extends keyof T>(field: K, value: T[K]): void;
  /** field → message shown under it, from the browser's check or the server's field errors */
  errors: Partial<Record<string, string>>;
  /** a refusal the server asked to show beside the form (err_type alert) */
  alert: string | null;
  pending: boolean;
  /** something was changed since the page opened */
  changed: boolean;
  /**
   * Checks the body with the form's rules; when they pass, `send` posts it. Field errors the server
   * answers with show under their fields; other refusals were already shown by the API client.
   */
  submit(send: (body: B) => Promise<void>): Promise<void>;
}

/** The id of a field's control: the form's id first, so two forms on a page never share one. */
export function fieldId(form: FormDefinition, field: string): string {
  return `${form.id}_${field}`;
}

/** State, checks and submission of a post's form (ask, edit question, edit answer) from spec/forms. */
export function usePostForm<T extends object, B extends Body>(
  form: FormDefinition,
  initial: T,
  toBody: (data: T) => B,
): PostForm<T, B> {
  const t = useMessage();
  const [data, setData] = useState(initial);
  const [changed, setChanged] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = Object.keys(form.ui).find((field) => field in found);
    if (first) document.getElementById(fieldId(form, first))?.focus();
  };

  return {
    data,
    set(field, value) {
      setData((current) => ({ ...current, [field]: value }));
      setChanged(true);
      // A message stays until the person changes what it is about.
      setErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
    },
    errors,
    alert,
    pending,
    changed,
    async submit(send) {
      if (pending) return;
      const body = toBody(data);
      const problems = checkForm(form, body);
      setAlert(null);
      if (Object.keys(problems).length > 0) {
        showErrors(
          Object.fromEntries(Object.entries(problems).map(([field, { key, values }]) => [field, t(key, values)])),
        );
        return;
      }
      setErrors({});
      setPending(true);
      try {
        await send(body);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.kind === 'alert') setAlert(error.message);
        const fromServer = error.fieldErrors.map(({ error_field, error_msg }) => [
          error_field.split('.')[0] ?? '',
          error_msg,
        ]);
        if (fromServer.length > 0) showErrors(Object.fromEntries(fromServer));
      } finally {
        setPending(false);
      }
    },
  };
}
