import type { CanvasFile } from '@/api/schemas/file';
import { previewKind, type PreviewKind } from '@/components/file-preview/preview-kind';

/** How the viewer shows a file: the shared preview kinds, plus documents shown as their source text. */
export type ViewerKind = PreviewKind | 'source';

/**
 * Markup and script documents (HTML, SVG, XML, JSON, JavaScript, CSS, any other text/*) are shown as source in a
 * <pre>: React renders it as text, so nothing in the file is parsed as markup or run in the app's origin. An
 * iframe of the download URL would show nothing useful (the server sends them as attachments) and is one
 * header away from running script.
 */
const SOURCE = /^(text\/[\w.+-]+|image\/svg\+xml|application\/([\w.+-]+\+)?(xml|json)|application\/(x-)?(javascript|ecmascript|sh|yaml|x-yaml))$/;

export function viewerKind(file: Pick<CanvasFile, 'content-type' | 'mime_class'>): ViewerKind {
  const kind = previewKind(file);
  if (kind !== 'none') return kind;
  const type = file['content-type'].toLowerCase().split(';')[0]?.trim() ?? '';
  return SOURCE.test(type) ? 'source' : 'none';
}
