/** A field error as the server reports it. */
export interface FieldError {
  error_field: string;
  error_msg: string;
}

export type ApiErrorKind =
  | 'field_errors'
  | 'toast'
  | 'alert'
  | 'modal'
  | 'dialog'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'server'
  | 'network';

/** A refused or failed call, after the UI hooks have had their say. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly reason: string,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get fieldErrors(): FieldError[] {
    return this.kind === 'field_errors' ? (this.data as FieldError[]) : [];
  }
}
