import { constants } from '../../../../generated/constants.ts';
import { schemas } from '../../../../generated/schemas.ts';
import { ranksAtLevel, storedRanks } from '../../policies/privileges.ts';
import { defaultsOf } from '../../settings/defaults.ts';
import { siteLink } from '../../settings/site-url.ts';

type Setting = readonly [row: string, content: unknown];

const { install } = constants;

function robotsTxt(siteUrl: string): string {
  const disallow = install.robots_disallow.map((path) => `Disallow: ${path}`);
  return ['User-agent: *', ...disallow, '', `Sitemap: ${siteLink(siteUrl, '', install.sitemap_path)}`, ''].join('\n');
}

/**
 * The settings rows an installation writes besides the form's general, interface and login values
 * (answer-api-facts §4.15, with the permalink default of docs/architecture.md). Users are the product spec's defaults,
 * not Answer's (which allows every profile edit with gravatar pictures): nobody edits their profile
 * fields, and pictures are the system's, until an admin says otherwise.
 */
export function defaultSettings(siteUrl: string): Setting[] {
  return [
    [
      'theme',
      {
        theme: install.theme.theme,
        color_scheme: constants.color_scheme.site_default,
        theme_config: { navbar_style: install.theme.navbar_style, primary_color: install.theme.primary_color },
      },
    ],
    ['seo', { permalink: constants.permalink.default, robots: robotsTxt(siteUrl) }],
    ['users', defaultsOf(schemas.SiteUsers)],
    ['write', defaultsOf(schemas.SiteWrite)],
    ['privileges', { level: install.privilege_level, ranks: storedRanks(ranksAtLevel(install.privilege_level)) }],
    ['reasons', { items: constants.reasons.items, lists: constants.reasons.lists }],
  ];
}
