import { renderMarkdown } from '../../../render/markdown.ts';
import type { SettingsHook } from '../hook.ts';

/** The texts are shown as HTML rendered once here, by the renderer posts use; a client's own HTML is ignored. */
export const legal: SettingsHook = {
  beforeSave(values) {
    const terms = String(values.terms_of_service_original_text);
    const privacy = String(values.privacy_policy_original_text);
    return {
      terms_of_service_original_text: terms,
      terms_of_service_parsed_text: renderMarkdown(terms),
      privacy_policy_original_text: privacy,
      privacy_policy_parsed_text: renderMarkdown(privacy),
    };
  },
};
