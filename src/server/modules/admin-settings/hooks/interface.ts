import { AppError } from '../../../http/app-error.ts';
import type { SettingsHook } from '../hook.ts';

/** Whether the runtime knows an IANA time zone by this name (the pattern of the form only shapes it). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const interfaceSettings: SettingsHook = {
  beforeSave(values) {
    if (!isTimeZone(String(values.time_zone)))
      throw AppError.field('time_zone', 'admin_settings.interface.time_zone.invalid');
    return values;
  },
};
