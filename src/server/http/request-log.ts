import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { signedInUserIdOf } from './request-caller.ts';

/**
 * One line per answered request (Fastify's own are two, "incoming" and "completed"): what was asked, how it
 * ended, how long it took and for whom, under the request's id. The path is logged without its query,
 * which may carry codes from mailed links.
 */
export class OneLinePerRequest extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'request_id' });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const queryAt = request.url.indexOf('?');
    const line = {
      method: request.method,
      path: queryAt === -1 ? request.url : request.url.slice(0, queryAt),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      user_id: signedInUserIdOf(request),
    };
    // an error here is the answer's own stream failing after it began; errors of handlers are logged
    // where they are answered (error-handler.ts)
    if (error) request.log.error({ ...line, err: error }, 'request');
    else request.log.info(line, 'request');
  }
}
