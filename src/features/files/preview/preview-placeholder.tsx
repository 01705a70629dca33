import { Spinner } from '@/components/spinner';
import { PreviewFrame } from './preview-frame';

/** The viewer while a deep-linked file loads, or when it cannot be shown: closable like the viewer itself. */
export function PreviewPlaceholder({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <PreviewFrame title={message ? 'File not available' : 'Loading file'} onClose={onClose}>
      <div className="file-preview__body">
        <div className="file-preview__stage">{message ? <p role="alert">{message}</p> : <Spinner label="Loading file" />}</div>
      </div>
    </PreviewFrame>
  );
}
