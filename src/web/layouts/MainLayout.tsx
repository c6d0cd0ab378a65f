import { SiteFrame } from './SiteFrame.tsx';

export function MainLayout() {
  return <SiteFrame />;
}
