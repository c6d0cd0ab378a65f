import type { WidgetProps } from '@rjsf/utils';
import { constants } from '../../../../generated/constants.ts';
import { imageMaxMegabytes, useImageUpload } from '../../hooks/useImageUpload.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { describedBy } from './field-ids.ts';

const ACCEPT = constants.upload.image_types.map((type) => type.mime).join(',');

/**
 * A site image (logo, icon): the current one previewed, a file input that uploads the chosen image as a
 * branding upload (POST file, re-encoded by the server) and keeps its URL, and a button that clears it.
 */
export function ImageUploadWidget({ id, value, disabled, readonly, options, rawErrors, onChange }: WidgetProps) {
  const t = useMessage();
  const url = typeof value === 'string' ? value : '';
  const { uploading, error, upload } = useImageUpload('branding', (uploaded) => onChange(uploaded));
  const statusId = `${id}-upload-status`;
  return (
    <div className="image-upload">
      {url && (
        <img className="image-upload-preview" src={url} alt={t('image_upload.current')} data-testid={`${id}-preview`} />
      )}
      <input
        id={id}
        name={id}
        type="file"
        accept={ACCEPT}
        disabled={disabled || readonly || uploading}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        aria-describedby={`${describedBy(id, Boolean(options.help))} ${statusId}`}
        onChange={upload}
      />
      <p id={statusId} className="form-help" role="status" aria-live="polite">
        {uploading ? t('image_upload.uploading') : (error ?? t('image_upload.limits', { max: imageMaxMegabytes }))}
      </p>
      {url && (
        <button
          type="button"
          className="button"
          disabled={disabled || readonly || uploading}
          onClick={() => onChange('')}
        >
          {t('image_upload.remove')}
        </button>
      )}
    </div>
  );
}
