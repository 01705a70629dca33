import '@/styles/file-preview-shared.css';
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { useSeenInView } from '@/components/use-in-view';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Widest a page is drawn, in CSS pixels; narrower panels scale it down to fit. */
const MAX_WIDTH = 900;

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; doc: PDFDocumentProxy };

/**
 * A PDF drawn into a canvas by pdf.js, one page at a time, starting once it scrolls near the viewport. Nothing
 * in the file runs: eval is off, and only the page image is drawn (no annotation, form or script layer).
 */
export function PdfPreview({ url, name }: { url: string; name: string }) {
  const [seenRef, seen] = useSeenInView();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [pageNumber, setPageNumber] = useState(1);

  useEffect(() => {
    if (!seen) return;
    const task = getDocument({ url, isEvalSupported: false, enableXfa: false, withCredentials: false });
    task.promise.then(
      (doc) => setLoaded({ status: 'ready', doc }),
      () => setLoaded({ status: 'error' }),
    );
    return () => void task.destroy();
  }, [url, seen]);

  const doc = loaded.status === 'ready' ? loaded.doc : undefined;
  const pageCount = doc?.numPages ?? 0;
  return (
    <figure ref={seenRef} className="pdf-preview">
      {loaded.status === 'error' ? (
        <p className="file-preview__note">The preview could not be drawn; the file can still be downloaded.</p>
      ) : doc ? (
        <PdfPage doc={doc} pageNumber={pageNumber} name={name} />
      ) : (
        <p className="file-preview__note">Loading {name}…</p>
      )}
      <figcaption className="pdf-preview__bar">
        <Button size="sm" variant="secondary" isDisabled={pageNumber <= 1} onPress={() => setPageNumber((n) => n - 1)}>
          Previous page
        </Button>
        <span aria-live="polite">{pageCount > 0 ? `Page ${pageNumber} of ${pageCount}` : ''}</span>
        <Button size="sm" variant="secondary" isDisabled={pageNumber >= pageCount} onPress={() => setPageNumber((n) => n + 1)}>
          Next page
        </Button>
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open {name}
        </a>
      </figcaption>
    </figure>
  );
}

function PdfPage({ doc, pageNumber, name }: { doc: PDFDocumentProxy; pageNumber: number; name: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let cancelRender: () => void = () => undefined;
    void doc.getPage(pageNumber).then((page) => {
      if (cancelled) return;
      const natural = page.getViewport({ scale: 1 });
      const width = Math.min(MAX_WIDTH, canvas.parentElement?.clientWidth || MAX_WIDTH);
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width / natural.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      const task = page.render({ canvas, viewport });
      cancelRender = () => task.cancel();
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      cancelRender();
    };
  }, [doc, pageNumber]);
  return <canvas ref={canvasRef} className="pdf-preview__canvas" role="img" aria-label={`${name}, page ${pageNumber}`} />;
}
