import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, sameOriginImage } from './avatar';

afterEach(cleanup);

const APP = 'https://lectern.school.example';

describe('sameOriginImage', () => {
  it.each([
    ['/images/messages/avatar-50.png', `${APP}/images/messages/avatar-50.png`],
    [`${APP}/images/thumbnails/9/abc`, `${APP}/images/thumbnails/9/abc`],
    // Canvas names its own host in proxy mode: the proxy serves the same path.
    ['https://school.instructure.com/images/thumbnails/12/AbC?size=50', `${APP}/images/thumbnails/12/AbC?size=50`],
    ['http://127.0.0.2:3001/images/messages/avatar-50.png', `${APP}/images/messages/avatar-50.png`],
    ['https://secure.gravatar.com/avatar/abc', undefined],
    ['https://evil.example/files/1/download', undefined],
    ['http://[invalid', undefined],
  ])('%s loads as %s', (src, expected) => {
    expect(sameOriginImage(src, APP)).toBe(expected);
  });
});

describe('Avatar', () => {
  it('loads a Canvas-hosted avatar from the page’s own origin, and shows initials for any other host', () => {
    const { container, rerender } = render(<Avatar name="Ada Lovelace" src="https://school.instructure.com/images/thumbnails/12/AbC" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(`${window.location.origin}/images/thumbnails/12/AbC`);
    rerender(<Avatar name="Ada Lovelace" src="https://secure.gravatar.com/avatar/abc" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('AL');
  });
});
