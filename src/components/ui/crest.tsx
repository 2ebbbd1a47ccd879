import { initialsOf, type MarkSize, markColour } from './initials';

interface CrestProps {
  /** the club's or team's name: its initials are drawn on the crest */
  name: string | null | undefined;
  /**
   * the group's stored colour (one of its `Colour` names; '' shows the first). Leave it out
   * when the colour is not known on this screen: the crest is then a neutral one.
   */
  colour?: string | null;
  size?: MarkSize;
  className?: string;
}

/**
 * A club's or team's crest: a shield on its colour with its initials. Decorative: hidden from
 * assistive technology, and the initials are drawn by CSS (`data-initials`), so they are in no
 * accessible name and in no element's text. Put the group's name beside it as text.
 */
export function Crest({ name, colour, size = 'md', className }: CrestProps) {
  const tone = colour === undefined ? 'neutral' : markColour(colour);
  return (
    <span
      aria-hidden="true"
      className={['crest', `mark-${size}`, tone === 'neutral' ? '' : `mark-${tone}`, className]
        .filter(Boolean)
        .join(' ')}
      data-initials={initialsOf(name)}
    />
  );
}
