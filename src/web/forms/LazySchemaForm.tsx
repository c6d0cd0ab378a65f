import { lazy, Suspense } from 'react';
import type { SchemaFormProps } from './SchemaForm.tsx';
import { LoadingStatus } from '../components/LoadingStatus.tsx';

const SchemaForm = lazy(() => import('./SchemaForm.tsx'));

/** A settings form from spec/forms; rjsf loads with the first form shown. */
export function LazySchemaForm(props: SchemaFormProps) {
  return (
    <Suspense fallback={<LoadingStatus />}>
      <SchemaForm {...props} />
    </Suspense>
  );
}
