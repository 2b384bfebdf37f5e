import { useState } from 'react';
import { type AvatarSize, avatar, avatarTones, image } from './Avatar.css.ts';
import { avatarToneIndex, initialsOf } from './initials.ts';

export interface AvatarProps {
  /** The person's full name: the image's alternative text, and the source of the initials. */
  name: string;
  /** The picture's URL; without one, or when it fails to load, the initials show instead. */
  src?: string;
  /**
   * Initials to show instead of those taken from the first and last words of `name`
   * (e.g. the profile's own derived `initials`).
   */
  initials?: string;
  /** @default 'md' */
  size?: AvatarSize;
}

/** A person's picture, or their initials on a colour that is always the same for that name. */
export function Avatar({ name, src, initials, size = 'md' }: AvatarProps) {
  // Remembers which URL failed, so a new `src` is tried again.
  const [failedSrc, setFailedSrc] = useState<string>();
  if (src && src !== failedSrc) {
    return (
      <span className={avatar({ size })}>
        {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: onError is the image failing to load, not a user interaction. */}
        <img className={image} src={src} alt={name} onError={() => setFailedSrc(src)} />
      </span>
    );
  }
  const tone = avatarTones[avatarToneIndex(name) as keyof typeof avatarTones];
  return (
    <span className={`${avatar({ size })} ${tone}`} role="img" aria-label={name}>
      <span aria-hidden="true">{initials ?? initialsOf(name)}</span>
    </span>
  );
}
