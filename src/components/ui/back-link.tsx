import { Link } from '@tanstack/react-router';

type BackTarget =
  | { to: '/manage' | '/children' | '/dashboard'; label: 'Manage' | 'Children' | 'Dashboard' }
  | { to: '/clubs/$id'; id: string; label: 'Club' };

/**
 * The way back from a detail page where there is no browser chrome (the installed app): always
 * its logical parent, never history, so a page opened from a link or a reload never strands
 * the user. Its name (`Back to Manage`) is unique on the page.
 */
export function BackLink(target: BackTarget) {
  const content = (
    <>
      <span aria-hidden="true">‹ </span>Back to {target.label}
    </>
  );
  return (
    <div className="back-nav">
      {target.to === '/clubs/$id' ? (
        <Link to="/clubs/$id" params={{ id: target.id }} className="back-link">
          {content}
        </Link>
      ) : (
        <Link to={target.to} className="back-link">
          {content}
        </Link>
      )}
    </div>
  );
}
