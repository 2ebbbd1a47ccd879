import { Link } from '@tanstack/react-router';
import { Card } from '../../../components/ui/card';

/** A route whose screen a later release builds: says so, and offers the way back. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <div className="page">
      <h1>{title}</h1>
      <Card>
        <p>This screen is not available yet. It is coming in a later release of Pitchside.</p>
        <Link to="/dashboard">Back to the dashboard</Link>
      </Card>
    </div>
  );
}
