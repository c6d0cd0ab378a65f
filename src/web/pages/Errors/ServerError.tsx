import { ErrorPage } from '../../components/ErrorPage.tsx';

export default function ServerError() {
  return <ErrorPage kind="server_error" />;
}
