import { pathOfPage, routeOf } from '../../app/paths.ts';
import { LegalDocument } from './LegalDocument.tsx';

export default function Privacy() {
  return <LegalDocument infoType="privacy" title={routeOf(pathOfPage('Legal/Privacy')).title} />;
}
