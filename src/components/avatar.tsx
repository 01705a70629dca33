import { useState } from 'react';
import { initials } from '@/lib/initials';

export interface AvatarProps {
  name: string;
  /** Image URL; initials show when it is missing or fails to load (Canvas's default avatar often does). */
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
}

const pageOrigin = () => ('location' in globalThis ? globalThis.location.origin : undefined);

/**
 * The image as this page may load it: the CSP allows images from the app's origin only. In proxy mode Canvas
 * names its own host in avatar_url (its default avatar, or an uploaded one's thumbnail), and the proxy serves
 * Canvas's /images paths at the same path; any other host's image would be refused, so initials show instead.
 */
export function sameOriginImage(src: string, origin = pageOrigin()): string | undefined {
  // The server's drawing of a page (docs/decisions/0093) shows initials; the browser then draws the image.
  if (origin === undefined) return undefined;
  const url = URL.canParse(src, origin) ? new URL(src, origin) : undefined;
  if (!url) return undefined;
  if (url.origin === origin) return url.href;
  return url.pathname.startsWith('/images/') ? `${origin}${url.pathname}${url.search}` : undefined;
}

/** Decorative: the person's name is always next to it, so it is hidden from assistive technology. */
export function Avatar({ name, src: given, size = 'sm' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = given ? sameOriginImage(given) : undefined;
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {showImage && src ? (
        <img src={src} alt="" className="avatar__image" loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />
      ) : (
        initials(name)
      )}
    </span>
  );
}
