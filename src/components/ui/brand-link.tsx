import { Link } from '@tanstack/react-router';
import { BrandMark } from './brand-mark';

/** The app's name and mark, leading home (or to the dashboard when signed in). */
export function BrandLink({ to }: { to: '/' | '/dashboard' }) {
  return (
    <Link to={to} className="brand">
      <BrandMark /> Pitchside
    </Link>
  );
}
