import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { ErrorObject } from 'ajv';
import { formValidators } from '../../../generated/form-validators.js';
import { forms, type FormDefinition, type FormId } from '../../../generated/forms.ts';
import type { FormData } from './server-errors.ts';

function fieldOfRjsfError(error: RJSFValidationError): string {
  return (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}

function fieldOfAjvError(error: ErrorObject): string {
  const named = error.params.missingProperty ?? error.params.additionalProperty;
  return error.instancePath.split('/').filter(Boolean)[0] ?? (typeof named === 'string' ? named : '');
}

/**
 * The form's validator, precompiled by the generator: compiling a schema in the page would need
 * 'unsafe-eval' in its Content-Security-Policy. A form showing only some of its fields (withFields)
 * is checked with its whole schema, keeping only what is said about the fields it shows.
 */
export function formValidatorOf(form: FormDefinition): ValidatorType<FormData> {
  const whole = forms[form.id as FormId].schema as RJSFSchema;
  const validator = createPrecompiledValidator<FormData>(formValidators, whole);
  if (form.schema === whole) return validator;
  const shown = new Set(Object.keys((form.schema as { properties?: object }).properties ?? {}));
  const shownErrors = (errors: RJSFValidationError[]) => errors.filter((error) => shown.has(fieldOfRjsfError(error)));
  return {
    validateFormData: (formData, _schema, customValidate, transformErrors, uiSchema) =>
      validator.validateFormData(
        formData,
        whole,
        customValidate,
        (errors, ui) => (transformErrors ?? ((kept) => kept))(shownErrors(errors), ui),
        uiSchema,
      ),
    isValid: (schema, formData) => validator.isValid(schema === form.schema ? whole : schema, formData, whole),
    rawValidation<Result>(_schema: RJSFSchema, formData?: FormData) {
      const { errors, validationError } = validator.rawValidation<ErrorObject>(whole, formData);
      const kept = errors?.filter((error) => shown.has(fieldOfAjvError(error))) as Result[] | undefined;
      return { errors: kept, validationError };
    },
  };
}
