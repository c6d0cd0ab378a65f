import { constants } from '../../../../generated/constants.ts';
import type { Handlers } from '../../../../generated/operations.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadSiteInfo } from '../../settings/site-settings.ts';
import { siteLink } from '../../settings/site-url.ts';
import { imageTypeOf } from './image-type.ts';
import { readUploadRequest } from './multipart-upload.ts';
import { reencodeImage } from './reencode-image.ts';
import { assertWithinUploadLimits, recordUpload } from './upload-limits.ts';
import { discardUpload, storeUpload } from './upload-store.ts';

const BYTES_PER_MB = 1024 * 1024;

export const handlers: Pick<Handlers<HandlerContext>, 'uploadFile'> = {
  /**
   * POST file: an image (checked by its content) of at most the size limit, within the user's upload
   * rate and storage quota; it is stored re-encoded (see reencode-image.ts). Answers its URL, made by siteLink.
   */
  uploadFile: async ({ body }, context) => {
    const { services, user } = context;
    if (!user) throw AppError.unauthorized();
    const upload = readUploadRequest(body);
    if (!(constants.upload.sources as readonly string[]).includes(upload.source))
      throw AppError.field('source', 'error.upload.source_unsupported');
    if (
      (constants.upload.admin_sources as readonly string[]).includes(upload.source) &&
      user.roleId !== constants.roles.admin
    )
      throw AppError.forbidden();
    const tooLarge = AppError.field('file', 'validation.image.too_large', {
      max: constants.limits.image.max_bytes / BYTES_PER_MB,
    });
    if (upload.truncated) throw tooLarge;
    const type = imageTypeOf(upload.content);
    if (!type) throw AppError.field('file', 'error.upload.unsupported_file_format');
    const now = Math.floor(Date.now() / 1000);
    // The rate is checked before the costly decoding, and again with the size when the upload is counted.
    await assertWithinUploadLimits(services.db, user.id, 0, now);
    const image = await reencodeImage(upload.content, type);
    if (image.length > constants.limits.image.max_bytes) throw tooLarge;
    const stored = await storeUpload(services.config.dataDir, image, type, upload.source);
    try {
      await recordUpload(
        services.db,
        { userId: user.id, name: stored.name, source: upload.source, bytes: image.length },
        now,
      );
    } catch (error) {
      await discardUpload(stored);
      throw error;
    }
    const site = await loadSiteInfo(services);
    return siteLink(site.general.site_url, context.client.origin, stored.path);
  },
};
