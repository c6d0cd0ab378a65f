import { lazy, Suspense } from 'react';
import type { SchemaFormProps } from '../../../forms/SchemaForm.tsx';
import { LoadingStatus } from '../../../components/LoadingStatus.tsx';

const SchemaForm = lazy(() => import('../../../forms/SchemaForm.tsx'));

/** A settings form from spec/forms; rjsf loads with the first form shown. */
export function SettingsForm(props: SchemaFormProps) {
  return (
    <Suspense fallback={<LoadingStatus />}>
      <SchemaForm {...props} />
    </Suspense>
  );
}
