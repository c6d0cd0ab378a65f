import { useId } from 'react';
import { constants } from '../../../../generated/constants.ts';
import { imageMaxMegabytes, useImageUpload } from '../../hooks/useImageUpload.ts';
import { useMessage } from '../../hooks/useMessage.ts';

/** Uploads a picture for a post through POST file (source: post) and hands back its URL and file name. */
export function ImageUpload({ onUploaded }: { onUploaded(url: string, fileName: string): void }) {
  const t = useMessage();
  const id = useId();
  const { uploading, error, upload } = useImageUpload('post', onUploaded);
  return (
    <div className="form-field editor-image-upload">
      <label htmlFor={id}>{t('editor.dialog.image_upload')}</label>
      <input
        id={id}
        type="file"
        accept={constants.upload.image_types.map((type) => type.mime).join(',')}
        aria-describedby={`${id}-help`}
        disabled={uploading}
        onChange={upload}
      />
      <p id={`${id}-help`} className="field-help">
        {t('editor.dialog.image_help', { max: imageMaxMegabytes })}
      </p>
      <p className="field-error" role="status" aria-live="polite">
        {uploading ? t('editor.dialog.image_uploading') : error}
      </p>
    </div>
  );
}
