import { Link } from 'react-router-dom';
import { constants } from '../../../generated/constants.ts';
import { pathOfPage } from '../app/paths.ts';
import { CustomFooter } from '../components/custom-code/CustomHtml.tsx';
import { Message } from '../components/Message.tsx';

/** The admin's custom footer, then the legal links and the product's credit, on the footer's background. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <CustomFooter />
      <ul className="footer-links">
        <li>
          <Link to={pathOfPage('Legal/Terms')}>
            <Message id="layout.footer_terms" />
          </Link>
        </li>
        <li>
          <Link to={pathOfPage('Legal/Privacy')}>
            <Message id="layout.footer_privacy" />
          </Link>
        </li>
      </ul>
      <p className="powered-by">
        <Message id="layout.footer_powered_by" values={{ product: constants.product_name }} />
      </p>
    </footer>
  );
}
