/** Extensions Lectern's users upload most, after canvas-lms config/mime_types.yml (the subset mime-class.ts knows). */
const BY_EXTENSION: Record<string, string> = {
  txt: 'text/plain', text: 'text/plain', csv: 'text/csv', md: 'text/markdown', html: 'text/html', htm: 'text/html',
  css: 'text/css', xml: 'text/xml', rtf: 'application/rtf', json: 'application/json', js: 'text/javascript',
  pdf: 'application/pdf', doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text', ods: 'application/vnd.oasis.opendocument.spreadsheet',
  pages: 'application/vnd.apple.pages', numbers: 'application/vnd.apple.numbers', zip: 'application/zip',
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', bmp: 'image/bmp', svg: 'image/svg+xml',
  webp: 'image/webp', ico: 'image/vnd.microsoft.icon', mp3: 'audio/mpeg', wav: 'audio/x-wav', m4a: 'audio/x-m4a',
  ogg: 'audio/ogg', mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm', avi: 'video/x-msvideo',
  mpeg: 'video/mpeg', mpg: 'video/mpeg',
};

/** Canvas's placeholder when neither the caller nor the name tells the type. */
const UNKNOWN_TYPE = 'unknown/unknown';

const validType = (type: string | undefined): type is string =>
  type !== undefined && type !== UNKNOWN_TYPE && /^[\w.+-]+\/[\w.+-]+$/.test(type);

/** infer_upload_content_type: the given type when it is a real one, else the name's, else unknown/unknown. */
export function uploadContentType(given: string | undefined, name: string): string {
  const trimmed = given?.trim().toLowerCase();
  if (validType(trimmed)) return trimmed;
  const dot = name.lastIndexOf('.');
  return (dot >= 0 && BY_EXTENSION[name.slice(dot + 1).toLowerCase()]) || UNKNOWN_TYPE;
}
