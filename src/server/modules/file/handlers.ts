import { constants } from '../../../../generated/constants.ts';
import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { imageTypeOf } from './image-type.ts';
import { readUploadRequest } from './multipart-upload.ts';
import { storeUpload } from './upload-store.ts';

const BYTES_PER_MB = 1024 * 1024;

export const handlers: Pick<Handlers<HandlerContext>, 'uploadFile'> = {
  /** POST file: an image (checked by its content) of at most the size limit; answers its URL. */
  uploadFile: async ({ body }, context) => {
    const upload = readUploadRequest(body);
    if (!(constants.upload.sources as readonly string[]).includes(upload.source)) throw AppError.field('source', 'error.upload.source_unsupported');
    if (upload.truncated) throw AppError.field('file', 'validation.image.too_large', { max: constants.limits.image.max_bytes / BYTES_PER_MB });
    const type = imageTypeOf(upload.content);
    if (!type) throw AppError.field('file', 'error.upload.unsupported_file_format');
    return storeUpload(context.services.config.dataDir, upload.content, type, upload.source);
  },
};
