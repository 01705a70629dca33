import { describe, expect, it } from 'vitest';
import { previewKind } from './preview-kind';

const kind = (contentType: string) => previewKind({ 'content-type': contentType });

describe('previewKind', () => {
  it('previews raster images, PDF, plain text and media', () => {
    expect(kind('image/png')).toBe('image');
    expect(kind('image/JPEG')).toBe('image');
    expect(kind('application/pdf')).toBe('pdf');
    expect(kind('text/plain; charset=utf-8')).toBe('text');
    expect(kind('text/csv')).toBe('text');
    expect(kind('audio/mpeg')).toBe('audio');
    expect(kind('video/webm')).toBe('video');
  });

  it('never previews documents that can carry script: SVG and HTML are download-only', () => {
    expect(kind('image/svg+xml')).toBe('none');
    expect(kind('text/html')).toBe('none');
    expect(kind('application/octet-stream')).toBe('none');
  });
});
