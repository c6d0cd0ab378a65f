import { useId } from 'react';
import { constants } from '../../../../../generated/constants.ts';
import type { BodyOf } from '../../../../../generated/operations.ts';
import { Message } from '../../../components/Message.tsx';
import { imageMaxMegabytes, useImageUpload } from '../../../hooks/useImageUpload.ts';
import { useMessage } from '../../../hooks/useMessage.ts';

export type AvatarChoice = NonNullable<NonNullable<BodyOf<'updateUserInfo'>>['avatar']>;
/** the types a person picks here (the API also takes back the empty type it shows for no choice) */
type AvatarType = (typeof constants.avatar.types)[number];

const TYPE_LABELS = {
  default: 'settings.profile.avatar.type_default',
  gravatar: 'settings.profile.avatar.type_gravatar',
  custom: 'settings.profile.avatar.type_custom',
} as const satisfies Record<AvatarType, string>;

interface AvatarPickerProps {
  value: AvatarChoice;
  onChange(value: AvatarChoice): void;
}

/** Which picture to show: the site's default, one's gravatar, or an image uploaded here (previewed). */
export function AvatarPicker({ value, onChange }: AvatarPickerProps) {
  const t = useMessage();
  const fileId = useId();
  const {
    uploading,
    error: uploadError,
    upload,
  } = useImageUpload('avatar', (url) => onChange({ type: 'custom', custom: url }));

  return (
    <fieldset className="avatar-picker">
      <legend>
        <Message id="settings.profile.avatar.label" />
      </legend>
      {value.type === 'custom' && value.custom && (
        <img
          className="avatar-preview"
          src={value.custom}
          alt={t('settings.profile.avatar.current')}
          width={96}
          height={96}
        />
      )}
      {constants.avatar.types.map((type) => (
        <label key={type} className="avatar-type">
          <input
            type="radio"
            name="avatar-type"
            value={type}
            checked={value.type === type}
            disabled={type === 'custom' && !value.custom}
            onChange={() => onChange({ ...value, type })}
          />
          <Message id={TYPE_LABELS[type]} />
        </label>
      ))}
      <label htmlFor={fileId} className="avatar-upload">
        <Message id="settings.profile.avatar.upload" />
      </label>
      <input
        id={fileId}
        type="file"
        accept={constants.upload.image_types.map((type) => type.mime).join(',')}
        aria-describedby={`${fileId}-help`}
        onChange={upload}
        disabled={uploading}
      />
      <p id={`${fileId}-help`} className="field-help">
        <Message id="settings.profile.avatar.help" values={{ max: imageMaxMegabytes }} />
      </p>
      <p className="field-error" role="status" aria-live="polite">
        {uploading ? t('settings.profile.avatar.uploading') : uploadError}
      </p>
    </fieldset>
  );
}
