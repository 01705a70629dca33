import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContentView,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegionView,
} from 'react-aria-components';
import type { ToastContent } from './toast-queue';

/** One queue for the whole app, fed by showToast (./toast-queue), which loads this module with the first toast. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 4 });

/** React Aria's toast region: a labelled landmark, F6 to reach it, focus restored on close. */
export function ToastRegion() {
  return (
    <ToastRegionView queue={toastQueue} className="toast-region" aria-label="Notifications">
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast--${toast.content.tone ?? 'neutral'}`}>
          <ToastContentView className="toast__content">
            <Text slot="title" className="toast__title">
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className="toast__description">
                {toast.content.description}
              </Text>
            ) : null}
            {toast.content.action ? <div className="toast__action">{toast.content.action}</div> : null}
          </ToastContentView>
          <Button slot="close" aria-label="Dismiss notification" className="toast__close">
            <span aria-hidden="true">×</span>
          </Button>
        </Toast>
      )}
    </ToastRegionView>
  );
}
