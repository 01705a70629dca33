/**
 * Attachment.mime_class from canvas-lms app/models/attachment.rb (valid_content_types_hash): a coarse class
 * the UI picks an icon and a preview by. Unknown types are "file".
 */
const MIME_CLASSES: Record<string, string> = {
  'text/html': 'html',
  'text/x-csharp': 'code', 'text/xml': 'code', 'text/css': 'code', 'application/xml': 'code',
  text: 'text', 'text/plain': 'text',
  'application/rtf': 'doc', 'text/rtf': 'doc', 'application/vnd.oasis.opendocument.text': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'doc', 'application/vnd.apple.pages': 'doc',
  'application/x-docx': 'doc', 'application/msword': 'doc',
  'application/pdf': 'pdf',
  'application/vnd.ms-powerpoint': 'ppt', 'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'ppt',
  'application/vnd.ms-excel': 'xls', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xls',
  'application/vnd.apple.numbers': 'xls', 'application/vnd.oasis.opendocument.spreadsheet': 'xls',
  'image/jpeg': 'image', 'image/pjpeg': 'image', 'image/png': 'image', 'image/gif': 'image', 'image/bmp': 'image',
  'image/svg+xml': 'image', 'image/webp': 'image', 'image/vnd.microsoft.icon': 'image',
  'application/x-rar': 'zip', 'application/x-rar-compressed': 'zip', 'application/x-zip': 'zip',
  'application/x-zip-compressed': 'zip', 'application/zip': 'zip',
  'audio/mpeg': 'audio', 'audio/mp3': 'audio', 'audio/basic': 'audio', 'audio/mid': 'audio', 'audio/3gpp': 'audio',
  'audio/x-aiff': 'audio', 'audio/x-m4a': 'audio', 'audio/x-mpegurl': 'audio', 'audio/x-ms-wma': 'audio',
  'audio/x-pn-realaudio': 'audio', 'audio/x-wav': 'audio', 'audio/mp4': 'audio', 'audio/wav': 'audio',
  'audio/webm': 'audio', 'audio/ogg': 'audio', 'video/x-ms-wmv': 'audio',
  'video/mpeg': 'video', 'video/quicktime': 'video', 'video/x-la-asf': 'video', 'video/x-ms-asf': 'video',
  'video/x-ms-wma': 'video', 'video/x-msvideo': 'video', 'video/x-sgi-movie': 'video', 'video/3gpp': 'video',
  'video/mp4': 'video', 'video/webm': 'video', 'video/avi': 'video', 'video/ogg': 'video',
  'application/x-shockwave-flash': 'flash',
};

export function mimeClass(contentType: string): string {
  return MIME_CLASSES[contentType.toLowerCase()] ?? 'file';
}
