import { type HTMLAttributes, type ReactNode, useId } from 'react';

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** heading level of the title, so pages keep a sound outline */
  level?: 2 | 3;
}

/** The translucent card; with a title it is a region named by it. */
export function Card({ title, level = 2, className, children, ...rest }: CardProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      className={['card', className].filter(Boolean).join(' ')}
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
