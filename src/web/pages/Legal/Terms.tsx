import { pathOfPage, routeOf } from '../../app/paths.ts';
import { LegalDocument } from './LegalDocument.tsx';

export default function Terms() {
  return <LegalDocument infoType="tos" title={routeOf(pathOfPage('Legal/Terms')).title} />;
}
