import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forms } from '../../../generated/forms.ts';
import { operationTable, type OperationId } from '../../../generated/operations.ts';
import {
  firstIssuePerField,
  issuesFromAjv,
  messageForIssue,
  type ValidationIssue,
} from '../../shared/validation/issues.ts';
import { isDatabaseUnreachable } from '../db/connection-error.ts';
import type { Translator } from '../i18n/translator.ts';
import type { DatabaseAvailability } from '../modules/health/database-availability.ts';
import { AppError, FieldError } from './app-error.ts';
import { envelope } from './envelope.ts';
import { isMultipartParseError } from './multipart-error.ts';

function formOf(request: FastifyRequest) {
  const operationId = (request.routeOptions.config as { operationId?: OperationId }).operationId;
  const formId = operationId ? operationTable[operationId].form : null;
  return formId ? forms[formId] : undefined;
}

/** Field errors in the order a person reads the form, so `msg` names the first field on screen. */
function inFormOrder(issues: ValidationIssue[], form: { ui: Record<string, unknown> } | undefined): ValidationIssue[] {
  if (!form) return issues;
  const order = Object.keys(form.ui);
  const rank = (issue: ValidationIssue) => {
    const index = order.indexOf(issue.field.split('.')[0] ?? '');
    return index === -1 ? order.length : index;
  };
  return [...issues].sort((a, b) => rank(a) - rank(b));
}

/** Turns every failure into an envelope in the request's language; nothing else answers errors. */
export function installErrorHandler(
  app: FastifyInstance,
  translator: Translator,
  availability: DatabaseAvailability,
): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const t = translator.forLanguage(translator.pick(request.headers['accept-language']));
    if (error.validation) {
      const form = error.validationContext === 'body' ? formOf(request) : undefined;
      const fieldErrors = inFormOrder(firstIssuePerField(issuesFromAjv(error.validation)), form).map((issue) => {
        // a broken rule of the whole body (not an object, say) names no field to show
        if (issue.field === '') return { error_field: '', error_msg: t('base.request_format_error') };
        const { key, values } = messageForIssue(issue, form);
        return { error_field: issue.field, error_msg: t(key, values) };
      });
      return reply
        .code(400)
        .send(
          envelope(
            400,
            'base.request_format_error',
            fieldErrors[0]?.error_msg ?? t('base.request_format_error'),
            fieldErrors,
          ),
        );
    }
    if (error instanceof FieldError) {
      const message = t(error.reason, error.values);
      return reply
        .code(400)
        .send(envelope(400, error.reason, message, [{ error_field: error.field, error_msg: message }]));
    }
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .send(envelope(error.status, error.reason, t(error.reason, error.values), error.data));
    }
    if (isMultipartParseError(error)) {
      return reply.code(400).send(envelope(400, 'base.multipart_invalid', t('base.multipart_invalid'), null));
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.code(413).send(envelope(413, 'base.payload_too_large', t('base.payload_too_large'), null));
    if (status === 405)
      return reply.code(405).send(envelope(405, 'base.method_not_allowed', t('base.method_not_allowed'), null));
    if (status === 404) return reply.code(404).send(envelope(404, 'base.not_found', t('base.not_found'), null));
    if (status === 403)
      return reply.code(403).send(envelope(403, 'base.forbidden_error', t('base.forbidden_error'), null));
    if (status >= 400 && status < 500) {
      return reply.code(400).send(envelope(400, 'base.request_format_error', t('base.request_format_error'), null));
    }
    // a 5xx names its request, so the person who saw it can quote it
    const requestId = { request_id: request.id };
    if (isDatabaseUnreachable(error)) {
      availability.lost(error);
      return reply.code(503).send(envelope(503, 'base.service_unavailable', t('base.service_unavailable'), requestId));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(envelope(500, 'base.unknown', t('base.unknown'), requestId));
  });
}
