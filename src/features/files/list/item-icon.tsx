import type { BrowserItem } from '../files-owner';

/** Canvas's mime_class values grouped into the few shapes the list draws; the name beside it says the rest. */
const SHAPES: Record<string, string> = {
  folder: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h4l2 2h9A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9.5a1 1 0 1 0 0-.01',
  video: 'M4 6h12v12H4zM16 10l5-3v10l-5-3',
  audio: 'M9 18V6l10-2v12M9 18a2 2 0 1 1-4 0 2 2 0 0 1 4 0zM19 16a2 2 0 1 1-4 0 2 2 0 0 1 4 0z',
  pdf: 'M6 3h8l5 5v13H6zM14 3v5h5M9 14h6M9 17h4',
  file: 'M6 3h8l5 5v13H6zM14 3v5h5',
};

function shapeOf(item: BrowserItem): string {
  if (item.kind === 'folder') return 'folder';
  const mime = item.file.mime_class ?? '';
  if (mime === 'image' || mime === 'video' || mime === 'audio' || mime === 'pdf') return mime;
  return 'file';
}

export function ItemIcon({ item }: { item: BrowserItem }) {
  const shape = shapeOf(item);
  return (
    <svg className={`files-icon files-icon--${shape}`} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d={SHAPES[shape]} />
    </svg>
  );
}
