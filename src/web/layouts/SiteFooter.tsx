import { Link } from 'react-router-dom';
import { constants } from '../../../generated/constants.ts';
import { pathOfPage } from '../app/paths.ts';
import { Message } from '../components/Message.tsx';

export function SiteFooter() {
  return (
    <footer className="site-footer">
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
