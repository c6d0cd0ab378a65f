import { useState, type ChangeEvent } from 'react';
import { constants } from '../../../generated/constants.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { api } from '../app/api-client.ts';

type UploadSource = (typeof constants.upload.sources)[number];

/** The largest image an upload takes, in megabytes, as the help texts state it. */
export const imageMaxMegabytes = constants.limits.image.max_bytes / (1024 * 1024);

/**
 * Uploads the image chosen in a file input through POST file and hands its URL on, with the name the file
 * had on the person's machine; says while it is uploading and, when refused, the server's message.
 */
export function useImageUpload(source: UploadSource, onUploaded: (url: string, fileName: string) => void) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const body = new FormData();
    body.append('source', source);
    body.append('file', file);
    setUploading(true);
    setError(null);
    try {
      // A multipart body is not JSON, so the generated client's body type cannot describe it.
      onUploaded(await api.uploadFile({ body: body as never }), file.name);
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      setError(caught.fieldErrors[0]?.error_msg ?? caught.message);
    } finally {
      setUploading(false);
    }
  }

  return { uploading, error, upload: (event: ChangeEvent<HTMLInputElement>) => void upload(event) };
}
