import { errorId, helpId, type FieldTemplateProps } from '@rjsf/utils';

/**
 * One field: label, control, help and error. The error paragraph is always there and polite-live,
 * so a message appearing in it is read out without interrupting (no role=alert).
 */
export function FieldTemplate({ id, label, children, rawHelp, rawErrors, schema, hidden }: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  // The form itself is the root object field: its fields carry their own labels.
  if (schema.type === 'object') return children;
  const isCheckbox = schema.type === 'boolean';
  const labelElement = <label htmlFor={id}>{label}</label>;
  return (
    <div className="form-field">
      {isCheckbox ? (
        <div className="form-check">
          {children}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {children}
        </>
      )}
      {rawHelp && (
        <p id={helpId(id)} className="form-help">
          {rawHelp}
        </p>
      )}
      <p id={errorId(id)} className="form-error" aria-live="polite">
        {rawErrors?.[0]}
      </p>
    </div>
  );
}
