import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { MessageKey } from '../../../generated/messages/keys.ts';
import type { Translator } from '../i18n/translator.ts';
import { envelope } from './envelope.ts';

/** Node's parser and timers name what went wrong; each becomes a status and its message. */
function refusalOf(error: Error & { code?: string }): { status: number; reason: MessageKey } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, reason: 'base.headers_too_large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'base.request_timeout' };
    default:
      return { status: 400, reason: 'base.request_format_error' };
  }
}

/**
 * Fastify's clientErrorHandler: a request Node refuses before any route sees it (headers or address
 * too long, too slow to arrive, not HTTP) still gets the envelope. No header was parsed, so the
 * message is in the site's default language.
 */
export function clientErrorHandler(translator: Translator) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const { status, reason } = refusalOf(error);
    const t = translator.forLanguage(translator.pick(undefined));
    const body = JSON.stringify(envelope(status, reason, t(reason), null));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  };
}
