import { describe, expect, it } from 'vitest';
import { firstPageUrl, uniqueItems } from './paginated';
import type { CanvasId } from '@/api/schemas/ids';

describe('firstPageUrl', () => {
  it('asks for 100 per page unless told otherwise', () => {
    expect(firstPageUrl('/api/v1/courses', { include: ['term'] })).toBe('/api/v1/courses?per_page=100&include[]=term');
    expect(firstPageUrl('/api/v1/courses', { per_page: 10 })).toBe('/api/v1/courses?per_page=10');
  });
});

describe('uniqueItems', () => {
  it('flattens pages and drops repeated ids', () => {
    const pages = [
      { items: [{ id: '1' }, { id: '2' }], next: 'n' },
      { items: [{ id: '2' }, { id: '3' }], next: null },
    ];
    expect(uniqueItems(pages, (item) => item.id).map((item) => item.id)).toEqual(['1', '2', '3']);
    expect(uniqueItems(undefined, (item: { id: CanvasId }) => item.id)).toEqual([]);
  });
});
