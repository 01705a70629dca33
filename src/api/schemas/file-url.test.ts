import { describe, expect, it } from 'vitest';
import { fileSchema } from './file';
import { sameOriginFileUrl } from './file-url';

describe('file URLs', () => {
  it('point downloads and previews on the Canvas host at the same path on Lectern’s origin', () => {
    expect(sameOriginFileUrl('https://school.instructure.com/files/12/download?download_frd=1&verifier=abc')).toBe(
      '/files/12/download?download_frd=1&verifier=abc',
    );
    expect(sameOriginFileUrl('https://school.instructure.com/courses/3/files/12/preview')).toBe('/courses/3/files/12/preview');
    expect(sameOriginFileUrl('https://school.instructure.com/users/self/files/1~12/download')).toBe('/users/self/files/1~12/download');
  });

  it('leave every other URL alone', () => {
    expect(sameOriginFileUrl('https://school.instructure.com/courses/3/files/folder/download')).toBe(
      'https://school.instructure.com/courses/3/files/folder/download',
    );
    expect(sameOriginFileUrl('https://example.com/elsewhere.pdf')).toBe('https://example.com/elsewhere.pdf');
    expect(sameOriginFileUrl('')).toBe('');
  });

  it('apply when a File is parsed, so every preview and download link of the app stays on its origin', () => {
    const file = fileSchema.parse({
      id: 12,
      display_name: 'a.pdf',
      'content-type': 'application/pdf',
      url: 'https://school.instructure.com/files/12/download?download_frd=1',
      size: 1,
      thumbnail_url: 'https://school.instructure.com/images/thumbnails/12/x',
    });
    expect(file.url).toBe('/files/12/download?download_frd=1');
    expect(file.thumbnail_url).toBe('https://school.instructure.com/images/thumbnails/12/x');
  });
});
