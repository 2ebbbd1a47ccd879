import type { HTMLAttributes } from 'react';

/** The page-wide container: centred, padded, bounded width. */
export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={['container', className].filter(Boolean).join(' ')} {...rest} />;
}
