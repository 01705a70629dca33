import { describe, expect, it } from 'vitest';
import { viewerKind } from './viewer-kind';

const kind = (contentType: string) => viewerKind({ 'content-type': contentType });

describe('viewerKind', () => {
  it('keeps the shared kinds for images, PDF, text and media', () => {
    expect(kind('image/png')).toBe('image');
    expect(kind('application/pdf')).toBe('pdf');
    expect(kind('text/plain; charset=utf-8')).toBe('text');
    expect(kind('audio/mpeg')).toBe('audio');
    expect(kind('video/webm')).toBe('video');
  });

  it('shows markup and script documents as source, never rendered', () => {
    for (const type of ['text/html', 'image/svg+xml', 'application/xhtml+xml', 'application/json', 'text/javascript', 'application/xml']) {
      expect(kind(type)).toBe('source');
    }
  });

  it('offers anything else only as a download', () => {
    expect(kind('application/zip')).toBe('none');
    expect(kind('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('none');
    expect(kind('')).toBe('none');
  });
});
