import { lazy, Suspense } from 'react';
import { Loading } from '@/ui/Spinner';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import styles from './RootLayout.module.css';

const ParentalGate = lazy(() =>
  import('@/widgets/parental-gate/ParentalGate').then((module) => ({
    default: module.ParentalGate,
  })),
);

/** The page shown instead of a grown-up page reached from the child's area. */
export function ChildAreaGate({ onPass, onStay }: { onPass(): void; onStay(): void }) {
  useDocumentTitle('Grown-ups only');
  return (
    <div className={styles.gate}>
      <Suspense fallback={<Loading />}>
        <ParentalGate
          headingLevel={1}
          reason="Leaving the activities is for grown-ups."
          onPass={onPass}
          onCancel={onStay}
          cancelLabel="Back to the activities"
        />
      </Suspense>
    </div>
  );
}
