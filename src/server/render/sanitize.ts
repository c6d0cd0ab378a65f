// The server's allowlist sanitizer: sanitize-html configured from the shared allowlist.
import sanitizeHtml from 'sanitize-html';
import {
  allowedAttributes,
  allowedClasses,
  allowedSchemes,
  allowedTags,
  isAllowedValue,
  linkRel,
} from '../../shared/markdown/allowlist.ts';
import { constants } from '../../../generated/constants.ts';
import { proxiedImageSrc } from '../modules/image-proxy/proxy-key.ts';

/**
 * The site's own uploads are named by an absolute address on the site (plain http on a site served so,
 * which the policy's 'self' allows); the proxy, which fetches public addresses only, could not fetch them
 * from a site on a private address.
 */
function isSiteUpload(src: string): boolean {
  return URL.canParse(src) && new URL(src).pathname.startsWith(`${constants.upload.url_path}/`);
}

/**
 * Drops attribute values outside their rule, and gives every link the forced rel. A plain-http image is
 * shown through the site's image proxy, as the content security policy loads images over https only.
 */
function restrictAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept = Object.fromEntries(Object.entries(attribs).filter(([name, value]) => isAllowedValue(name, value)));
  if (tagName === 'a') kept.rel = linkRel;
  const src = kept.src?.trim();
  if (tagName === 'img' && src && /^http:\/\//i.test(src) && !isSiteUpload(src)) kept.src = proxiedImageSrc(src) ?? src;
  return { tagName, attribs: kept };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...allowedTags],
  allowedAttributes: Object.fromEntries(Object.entries(allowedAttributes).map(([tag, names]) => [tag, [...names]])),
  allowedClasses: Object.fromEntries(Object.entries(allowedClasses).map(([tag, patterns]) => [tag, [...patterns]])),
  allowedSchemes: [...allowedSchemes],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: true,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // Removed elements whose content is code or markup rather than prose are removed with their content.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'title',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'plaintext',
    'svg',
    'math',
    'object',
    'select',
  ],
  transformTags: { '*': restrictAttributes },
};

/** Keeps only the allowlisted tags, attributes, classes and URL schemes; forces rel on links. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options);
}
