import { ErrorPage } from '../../components/ErrorPage.tsx';

export default function Forbidden() {
  return <ErrorPage kind="forbidden" />;
}
