import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { Member } from '../../../domain/groups/group-types';
import { personLabel } from '../../../domain/groups/group-texts';
import { announcementTexts } from '../../../domain/announcements/announcement-texts';
import { type SeenBy, seenByLabel } from '../../../domain/announcements/seen-by';

function NameList({ title, members }: { title: string; members: readonly Member[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="seen-group">
      <h3 id={headingId}>{title}</h3>
      {members.length === 0 ? (
        <p className="muted">{announcementTexts.nobody}</p>
      ) : (
        <ul className="quiet-list">
          {members.map((member) => (
            <li key={member.personId}>{personLabel(member.displayName)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Staff's `Seen by {n} of {m}`: opens the two regions `Seen` and `Not seen yet` (an empty one says `Nobody`). */
export function SeenByPanel({ seen }: { seen: SeenBy }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="seen-by">
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {seenByLabel(seen)}
      </Button>
      {open ? (
        <div id={panelId} className="seen-by-groups">
          <NameList title="Seen" members={seen.seen} />
          <NameList title="Not seen yet" members={seen.notSeen} />
        </div>
      ) : null}
    </div>
  );
}
