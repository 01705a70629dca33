import { useState } from 'react';
import { initials } from '@/lib/initials';

export interface AvatarProps {
  name: string;
  /** Image URL; initials show when it is missing or fails to load (Canvas's default avatar often does). */
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
}

/** Decorative: the person's name is always next to it, so it is hidden from assistive technology. */
export function Avatar({ name, src, size = 'sm' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
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
