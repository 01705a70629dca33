import type { CanvasFile } from '@/api/schemas/file';

export type PreviewKind = 'image' | 'pdf' | 'text' | 'audio' | 'video' | 'none';

const RASTER = /^image\/(png|jpe?g|pjpeg|gif|webp|bmp|avif)$/;
const TEXT = /^text\/(plain|csv|tab-separated-values|markdown)$/;

/**
 * How a file is previewed, from its content type (mime_class is Canvas's coarse class, absent on some servers).
 * SVG is left out: it is a document that can carry script, so it is only offered as a download.
 */
export function previewKind(file: Pick<CanvasFile, 'content-type' | 'mime_class'>): PreviewKind {
  const type = file['content-type'].toLowerCase().split(';')[0]?.trim() ?? '';
  if (RASTER.test(type)) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (TEXT.test(type)) return 'text';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  return 'none';
}
