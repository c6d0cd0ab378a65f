import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { resolve, type OpenApiDocument, type Operation, type Schema } from './openapi-document.ts';

/**
 * Validates answers against the responses the generated document declares, with ajv over the whole
 * document (its components refer to each other). Unknown keywords (x-*) are the document's own.
 */
export class ResponseChecker {
  private readonly ajv: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    this.ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
    (addFormats as unknown as (ajv: Ajv) => void)(this.ajv);
    this.ajv.addSchema({ $id: 'doc', components: document.components }, 'doc');
  }

  /** Null when the answer is declared and matches; else what is wrong. */
  problem(operation: Operation, status: number, body: unknown): string | null {
    const response = resolve(this.document, operation.responses[String(status)] as Schema | undefined);
    const content = response.content as Record<string, { schema: Schema }> | undefined;
    const schema = content?.['application/json']?.schema;
    if (!schema) return `status ${status} is not declared for ${operation.operationId}`;
    const key = `${operation.operationId} ${status}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      // refs in the document are local (#/components/...); point them at the added document
      const rebased = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as Schema;
      validate = this.ajv.compile(rebased);
      this.compiled.set(key, validate);
    }
    return validate(body) ? null : this.ajv.errorsText(validate.errors);
  }
}
