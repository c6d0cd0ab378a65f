import { ErrorPage } from '../../components/ErrorPage.tsx';

export default function NotFound() {
  return <ErrorPage kind="not_found" />;
}
