import { type HTMLAttributes, type ReactNode, useId } from 'react';

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** heading level of the title, so pages keep a sound outline */
  level?: 2 | 3;
  /** `primary` leads a page (raised), `quiet` is a secondary section (no fill); default in between */
  tone?: 'default' | 'primary' | 'quiet';
}

/** The card, a section of a page; with a title it is a region named by it. */
export function Card({ title, level = 2, tone = 'default', className, children, ...rest }: CardProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      className={['card', tone === 'default' ? '' : `card-${tone}`, className].filter(Boolean).join(' ')}
      aria-labelledby={title ? headingId : undefined}
      {...rest}
    >
      {title ? (
        <Heading id={headingId} className="card-title">
          {title}
        </Heading>
      ) : null}
      {children}
    </section>
  );
}
