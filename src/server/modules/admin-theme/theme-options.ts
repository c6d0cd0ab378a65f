import { constants } from '../../../../generated/constants.ts';

/** The themes the site offers, as GET theme/options and GET siteinfo/theme (theme_options) answer them. */
export function themeOptions(): Array<{ label: string; value: string }> {
  return constants.theme.options.map(({ label, value }) => ({ label, value }));
}
