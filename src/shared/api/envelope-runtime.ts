import { constants } from '../../../generated/constants.ts';
import { ApiError, type FieldError } from './api-error.ts';
import { answerAhead, callKey, isPeeking } from './prefetched-calls.ts';

export type ForbiddenType = 'url_expired' | 'inactive' | 'suspended';

/**
 * What the UI does with each response case of product spec §8. The runtime decides which
 * case a response is; the hooks decide how a person sees it.
 */
export interface ResponseHooks {
  /** a danger toast (400 err_type toast, other 403s) */
  toast(message: string): void;
  /** a confirm dialog (400 err_type modal) */
  confirm(message: string): void;
  /** a closeable dialog (400 with empty data) */
  dialog(message: string): void;
  /** a captcha_code field error: reload the captcha and reopen its dialog */
  captchaFailed(): void;
  /** 401: clear login and user state and go to login */
  unauthorized(): void;
  /** 403 with a type: url_expired, inactive or suspended pages */
  forbidden(type: ForbiddenType): void;
  /** a global error state shown in place of the page */
  globalError(state: 403 | 404 | '50X'): void;
  /** 5xx and network failures are logged */
  log(error: ApiError): void;
}

export interface ClientOptions {
  /** the site's origin, where relative addresses do not resolve (outside a browser) */
  baseUrl?: string;
  /**
   * What sends a call, `fetch` unless given: the server, drawing a page, answers the page's calls
   * through its own API in-process.
   */
  fetch?: typeof fetch;
  /**
   * How calls are signed in: 'cookie' for the web app (the browser sends the HttpOnly session cookie, which
   * the server accepts only with the header set here), or a function giving an access token at each call.
   */
  session: 'cookie' | (() => string | null);
  /** the resolved language, sent as Accept-Language */
  language(): string;
  hooks: ResponseHooks;
}

export interface CallOptions {
  /** reject with every 400 error as it is, without toasts or dialogs, and a 401 without going to the login page */
  passThroughErrors?: boolean;
  /** a 404 shows the global 404 state */
  allow404?: boolean;
  /** a 5xx does not show the global 50X state */
  ignore50X?: boolean;
  signal?: AbortSignal;
}

interface OperationRoute {
  readonly method: string;
  readonly path: string;
}

interface CallInput {
  query?: object;
  params?: object;
  body?: unknown;
}

interface Envelope {
  code: number;
  reason: string;
  msg: string;
  data: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && 'msg' in value;
}

export function createEnvelopeRuntime(options: ClientOptions) {
  function headersOf(body: unknown): Headers {
    const headers = new Headers({ 'Accept-Language': options.language() });
    if (options.session === 'cookie')
      headers.set(constants.session.cookie.header, constants.session.cookie.header_value);
    else {
      const token = options.session();
      if (token) headers.set('Authorization', token);
    }
    // a file upload's multipart body gets its type, with the boundary, from the browser
    if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
    return headers;
  }

  /** The response and its body: JSON when it is any, the text otherwise; a success that is not JSON throws. */
  async function send(route: OperationRoute, input: CallInput, signal: AbortSignal) {
    const { body } = input;
    const transport = options.fetch ?? fetch;
    const response = await transport(`${options.baseUrl ?? ''}${callKey(route, input)}`, {
      method: route.method,
      headers: headersOf(body),
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
    if (response.status === 204) return { response, body: undefined };
    const text = await response.text();
    try {
      return { response, body: JSON.parse(text) as unknown };
    } catch (error) {
      if (response.ok) throw error;
      return { response, body: text };
    }
  }

  function call<Data>(route: OperationRoute, input: CallInput, callOptions: CallOptions = {}): Promise<Data> {
    // A data hook peeking at its loader gets the answer given ahead, synchronously (prefetched-calls.ts).
    if (isPeeking()) return answerAhead(route, input) as Promise<Data>;
    return fetchCall<Data>(route, input, callOptions);
  }

  async function fetchCall<Data>(route: OperationRoute, input: CallInput, callOptions: CallOptions): Promise<Data> {
    const timeout = AbortSignal.timeout(constants.timing.request_timeout_ms);
    const signal = callOptions.signal ? AbortSignal.any([callOptions.signal, timeout]) : timeout;
    let result: Awaited<ReturnType<typeof send>>;
    try {
      result = await send(route, input, signal);
    } catch (cause) {
      // The caller gave up on this call (navigated away, a newer search): nothing for a person to see.
      if (callOptions.signal?.aborted) throw cause;
      const error = new ApiError('network', 0, 'network', (cause as Error).message);
      options.hooks.log(error);
      if (!callOptions.ignore50X) options.hooks.globalError('50X');
      throw error;
    }
    const { response, body } = result;
    if (response.status === 204) return 204 as Data;
    if (response.ok && isEnvelope(body)) return body.data as Data;
    throw classify(response.status, isEnvelope(body) ? body : undefined, route, callOptions);
  }

  function classify(
    status: number,
    body: Envelope | undefined,
    route: OperationRoute,
    callOptions: CallOptions,
  ): ApiError {
    const reason = body?.reason ?? 'base.unknown';
    const message = body?.msg ?? '';
    const data = body?.data ?? null;
    const hooks = options.hooks;
    if (status === 400) {
      if (Array.isArray(data) && data.length > 0) {
        const fieldErrors = data as FieldError[];
        if (fieldErrors.some((entry) => entry.error_field === 'captcha_code')) hooks.captchaFailed();
        return new ApiError('field_errors', status, reason, message, fieldErrors);
      }
      const errType = (data as { err_type?: string } | null)?.err_type;
      if (errType && callOptions.passThroughErrors)
        return new ApiError(errType as 'toast', status, reason, message, data);
      if (errType === 'toast') hooks.toast(message);
      else if (errType === 'modal') hooks.confirm(message);
      else if (errType === 'alert') return new ApiError('alert', status, reason, message, data);
      else if (!callOptions.passThroughErrors) hooks.dialog(message);
      return new ApiError(
        errType === 'modal' ? 'modal' : errType === 'toast' ? 'toast' : 'dialog',
        status,
        reason,
        message,
        data,
      );
    }
    if (status === 401) {
      // a background call (a poll, a pre-check) answered 401 because the session just ended, e.g. while
      // logging out: it must not send the person to the login page; calls they made themselves do
      if (!callOptions.passThroughErrors) hooks.unauthorized();
      return new ApiError('unauthorized', status, reason, message, data);
    }
    if (status === 403) {
      const type = (data as { type?: ForbiddenType } | null)?.type;
      if (type === 'url_expired' || type === 'inactive' || type === 'suspended') hooks.forbidden(type);
      else if (route.path.startsWith(constants.admin_api_prefix)) hooks.globalError(403);
      else hooks.toast(message);
      return new ApiError('forbidden', status, reason, message, data);
    }
    if (status === 404) {
      if (callOptions.allow404) hooks.globalError(404);
      return new ApiError('not_found', status, reason, message, data);
    }
    const error = new ApiError('server', status, reason, message, data);
    if (status >= 500) {
      hooks.log(error);
      if (!callOptions.ignore50X) hooks.globalError('50X');
    }
    return error;
  }

  return { call };
}
