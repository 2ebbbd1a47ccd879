import { colourOfName, initialsOf, type MarkSize } from './initials';

interface AvatarProps {
  /** the person's name (first and last); its initials are drawn, its colour comes from it */
  name: string | null | undefined;
  size?: MarkSize;
  className?: string;
}

/**
 * A person's avatar: a circle with their initials, on a colour picked from their name, so the
 * same person looks the same on every screen. Decorative like Crest: hidden, initials drawn by CSS.
 */
export function Avatar({ name, size = 'md', className }: AvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={['avatar', `mark-${size}`, `mark-${colourOfName(name)}`, className].filter(Boolean).join(' ')}
      data-initials={initialsOf(name)}
    />
  );
}
