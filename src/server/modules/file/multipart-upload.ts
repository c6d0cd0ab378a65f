import { constants } from '../../../../generated/constants.ts';
import { AppError } from '../../http/app-error.ts';

/** A part of a multipart body as @fastify/multipart attaches it (attachFieldsToBody: true). */
interface AttachedPart {
  type?: unknown;
  value?: unknown;
  _buf?: unknown;
  file?: { truncated?: unknown };
}

export interface UploadRequest {
  source: string;
  content: Buffer;
  /** the file was longer than the size limit and was cut short while being read */
  truncated: boolean;
}

function partOf(body: unknown, name: string): AttachedPart | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const part = (body as Record<string, unknown>)[name];
  return typeof part === 'object' && part !== null && !Array.isArray(part) ? (part as AttachedPart) : undefined;
}

/** The fields of POST file, checked: a text `source` and one file part `file`. */
export function readUploadRequest(body: unknown): UploadRequest {
  const source = partOf(body, 'source');
  const file = partOf(body, 'file');
  if (source?.type !== 'field' || typeof source.value !== 'string')
    throw AppError.field('source', 'error.upload.source_unsupported');
  if (file?.type !== 'file' || !Buffer.isBuffer(file._buf) || file._buf.length === 0)
    throw AppError.field('file', 'error.upload.file_required');
  return { source: source.value, content: file._buf, truncated: file.file?.truncated === true };
}

/**
 * @fastify/multipart settings for POST file: fields attached to the body, and a file longer than
 * the image limit cut short (and flagged truncated) instead of read whole.
 */
export const multipartOptions = {
  attachFieldsToBody: true,
  throwFileSizeLimit: false,
  limits: { fileSize: constants.limits.image.max_bytes, files: 1, fields: 4, parts: 5 },
} as const;
