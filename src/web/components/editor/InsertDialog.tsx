import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { MessageKey } from '../../../../generated/messages/index.ts';
import { useMessage } from '../../hooks/useMessage.ts';

export interface DialogField {
  name: string;
  label: MessageKey;
  /** the message shown when the field is left empty; absent for optional fields */
  requiredMessage?: MessageKey;
  multiline?: boolean;
}

interface InsertDialogProps {
  title: MessageKey;
  fields: readonly DialogField[];
  /** values to start from (an uploaded image's URL arrives this way too) */
  values: Record<string, string>;
  onValuesChange(values: Record<string, string>): void;
  onInsert(values: Record<string, string>): void;
  onCancel(): void;
  /** more controls below the fields (the image upload) */
  children?: ReactNode;
}

/** Asks for what a toolbar button inserts; a required field left empty is refused with its message. */
export function InsertDialog({
  title,
  fields,
  values,
  onValuesChange,
  onInsert,
  onCancel,
  children,
}: InsertDialogProps) {
  const t = useMessage();
  const idPrefix = useId();
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog's form sits inside the editor's page form in the React tree; keep its submit here.
    event.stopPropagation();
    const missing = Object.fromEntries(
      fields
        .filter((field) => field.requiredMessage && !(values[field.name] ?? '').trim())
        .map((field) => [field.name, field.requiredMessage!]),
    );
    setErrors(missing);
    if (Object.keys(missing).length === 0) onInsert(values);
  }

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => open || onCancel()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay" />
        {/* the editor puts the focus back in its textarea itself */}
        <DialogPrimitive.Content
          className="dialog editor-dialog"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <DialogPrimitive.Title className="dialog-title">{t(title)}</DialogPrimitive.Title>
          <form onSubmit={submit} noValidate>
            {fields.map((field) => {
              const id = `${idPrefix}-${field.name}`;
              const error = errors[field.name];
              const common = {
                id,
                value: values[field.name] ?? '',
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? `${id}-error` : undefined,
                onChange: (event: { target: { value: string } }) =>
                  onValuesChange({ ...values, [field.name]: event.target.value }),
              };
              return (
                <div className="form-field" key={field.name}>
                  <label htmlFor={id}>{t(field.label)}</label>
                  {field.multiline ? (
                    <textarea rows={8} className="editor-dialog-code" {...common} />
                  ) : (
                    <input type="text" {...common} />
                  )}
                  {error && (
                    <p id={`${id}-error`} className="field-error">
                      {t(error)}
                    </p>
                  )}
                </div>
              );
            })}
            {children}
            <div className="dialog-actions">
              <button type="button" className="button" onClick={onCancel}>
                {t('editor.dialog.cancel')}
              </button>
              <button type="submit" className="button button-primary">
                {t('editor.dialog.insert')}
              </button>
            </div>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
