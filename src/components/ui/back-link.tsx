import { Link } from '@tanstack/react-router';

type BackTarget =
  | {
      to: '/manage' | '/children' | '/dashboard' | '/schedule';
      label: 'Manage' | 'Children' | 'Dashboard' | 'Schedule';
    }
  | { to: '/clubs/$id'; id: string; label: 'Club' }
  | { to: '/teams/$id'; id: string; label: 'Team' }
  | { to: '/events/$id'; id: string; label: 'Event' };

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
      {'id' in target ? (
        <Link to={target.to} params={{ id: target.id }} className="back-link">
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
