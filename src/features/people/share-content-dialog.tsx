import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/button';
import type { CanvasId } from '@/api/schemas/ids';

// The dialog, its search and React Aria's modal and combobox code load when the button is first pressed.
const ShareContentModal = lazy(() => import('./share-content-modal').then((module) => ({ default: module.ShareContentModal })));

/**
 * "Share content with…": finds colleagues the caller may share content with (teachers, TAs, designers
 * and admins of the same institution, §2.13). Only for course staff (read_as_admin).
 */
export function ShareContentButton({ courseId }: { courseId: CanvasId }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" aria-expanded={isOpen} onPress={() => setOpen(true)}>
        Share content with…
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ShareContentModal courseId={courseId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
