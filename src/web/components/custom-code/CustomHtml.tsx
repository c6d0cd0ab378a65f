import { useSiteInfo } from '../../app/site-context.ts';
import './custom-code.css';

type Place = 'custom_header' | 'custom_footer' | 'custom_sidebar';

/**
 * The admin's own HTML for one place of every page (settings css-html), shown as written: only admins
 * may set it. Scripts in it do not run (they arrive through innerHTML, and the CSP refuses inline
 * handlers); what an admin wants to run belongs in the custom head, which the served page carries.
 */
function CustomHtml({ place }: { place: Place }) {
  const html = useSiteInfo().custom_css_html[place];
  if (!html) return null;
  return <div className={`custom-html ${place.replace('_', '-')}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

export const CustomHeader = () => <CustomHtml place="custom_header" />;
export const CustomFooter = () => <CustomHtml place="custom_footer" />;
export const CustomSidebar = () => <CustomHtml place="custom_sidebar" />;
