import { useId, useState, type ChangeEvent } from 'react';
import { constants } from '../../../../generated/constants.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { api } from '../../app/api-client.ts';
import { useMessage } from '../../hooks/useMessage.ts';

const BYTES_PER_MB = 1024 * 1024;

/** Uploads a picture for a post through POST file (source: post) and hands back its URL. */
export function ImageUpload({ onUploaded }: { onUploaded(url: string): void }) {
  const t = useMessage();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const body = new FormData();
    body.append('source', 'post');
    body.append('file', file);
    setUploading(true);
    setError(null);
    try {
      // A multipart body is not JSON, so the generated client's body type cannot describe it.
      onUploaded(await api.uploadFile({ body: body as never }));
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      setError(caught.fieldErrors[0]?.error_msg ?? caught.message);
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="form-field editor-image-upload">
      <label htmlFor={id}>{t('editor.dialog.image_upload')}</label>
      <input
        id={id}
        type="file"
        accept={constants.upload.image_types.map((type) => type.mime).join(',')}
        aria-describedby={`${id}-help`}
        disabled={uploading}
        onChange={(event) => void upload(event)}
      />
      <p id={`${id}-help`} className="field-help">
        {t('editor.dialog.image_help', { max: constants.limits.image.max_bytes / BYTES_PER_MB })}
      </p>
      <p className="field-error" role="status" aria-live="polite">
        {uploading ? t('editor.dialog.image_uploading') : error}
      </p>
    </div>
  );
}
