import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Card } from '../../../components/ui/card';
import { useFormDraft } from '../../../components/ui/use-form-draft';
import { toast } from '../../../lib/toast';
import { useTeam } from '../../../shared/hooks/use-team';
import { groupLabel } from '../../../domain/groups/group-texts';
import { deviceTimeZone } from '../../../domain/events/event-times';
import { draftsFrom, formInputOf } from '../../../domain/events/event-drafts';
import type { EventFormInput } from '../../../domain/events/event-fields';
import { answerId } from '../../../domain/events/event-collections';
import { useEvent, useEventAnswers, useSeriesFollowing } from '../hooks/use-event-reads';
import type { TeamEvent } from '../../../domain/events/event-records';
import { eventTexts } from '../../../domain/events/event-texts';
import { draftChangesNothing, followingEdits } from '../../../domain/events/series-edit';
import { seriesTexts } from '../../../domain/events/series-texts';
import { useEventFormActions } from '../hooks/event-form-actions';
import { useTeamPeople } from '../hooks/use-team-people';
import { type ApplyTo, EventForm } from './event-form';

const EMPTY: EventFormInput = {
  title: '',
  type: 'training',
  date: '',
  startTime: '',
  endTime: '',
  meetTime: '',
  location: '',
  opponent: '',
  notes: '',
  repeatUntil: '',
  answerBy: '',
  defaultGoing: false,
};

/** Shown instead of a form to someone who is not staff of the team. */
function NotStaff({ teamId }: { teamId: string }) {
  return (
    <p role="status">
      Only the team's owner, coaches and staff manage its events.{' '}
      <Link to="/teams/$id" params={{ id: teamId }}>
        Back to the team
      </Link>
    </p>
  );
}

/** `/teams/{id}/events/new`: one event, or a weekly series; then its page. */
export function NewEventPage({ teamId }: { teamId: string }) {
  const team = useTeam(teamId);
  const people = useTeamPeople(teamId);
  const actions = useEventFormActions();
  const navigate = useNavigate();
  const draft = useFormDraft(() => EMPTY);
  const timeZone = (team.status === 'ready' && team.value.timeZone) || deviceTimeZone();

  let body: React.ReactNode;
  if (people.status === 'failed' || team.status === 'failed') body = <p role="alert">{eventTexts.loadFailed}</p>;
  else if (team.status === 'missing' || team.status === 'gone') body = <p role="status">Team not found</p>;
  else if (people.status !== 'ready' || team.status !== 'ready') body = <p role="status">Loading the team…</p>;
  else if (!people.value.isStaff) body = <NotStaff teamId={teamId} />;
  else
    body = (
      <Card className="form-card">
        <EventForm
          initial={draft.initial}
          onInput={draft.onInput}
          isNew
          timeZone={timeZone}
          ready={actions !== undefined}
          save={(values, dates) => {
            if (!actions) return;
            const ids = actions.create(draftsFrom(values, dates, { id: teamId, timeZone }));
            toast.success(ids.length > 1 ? eventTexts.seriesCreated(ids.length) : eventTexts.created);
            void navigate({ to: '/events/$id', params: { id: ids[0] as string } });
          }}
        />
      </Card>
    );

  return (
    <div className="page">
      <h1>New event</h1>
      {team.status === 'ready' ? <p className="muted">{groupLabel('team', team.value.name)}</p> : null}
      {body}
    </div>
  );
}

/** `/events/{id}/edit`: this event, or this and the following ones of its series; then its page. */
export function EditEventPage({ id }: { id: string }) {
  const load = useEvent(id);
  return (
    <div className="page">
      <h1>Edit event</h1>
      {load.status === 'ready' ? (
        <EditEvent event={load.value} />
      ) : load.status === 'missing' ? (
        <p role="status">{eventTexts.notFound}</p>
      ) : load.status === 'failed' ? (
        <p role="alert">{eventTexts.loadFailed}</p>
      ) : (
        <p role="status">Loading the event…</p>
      )}
    </div>
  );
}

function EditEvent({ event }: { event: TeamEvent }) {
  const people = useTeamPeople(event.teamId);
  const actions = useEventFormActions();
  const answers = useEventAnswers(event);
  const following = useSeriesFollowing(event);
  const navigate = useNavigate();
  // the event as the form opened it: what `This and following events` compares the saved form with
  const [opened] = useState(() => formInputOf(event));
  const draft = useFormDraft(() => opened);
  if (people.status === 'failed') return <p role="alert">{eventTexts.loadFailed}</p>;
  if (people.status !== 'ready') return <p role="status">Loading the team…</p>;
  if (!people.value.isStaff) return <NotStaff teamId={event.teamId} />;

  function save(values: Parameters<typeof draftsFrom>[0], _dates: string[], applyTo: ApplyTo) {
    if (!actions) return;
    const [draft] = draftsFrom(values, [values.date], { id: event.teamId, timeZone: event.timeZone });
    if (!draft) return;
    const answerIds = answers.status === 'ready' ? [...answers.value.keys()].map((p) => answerId(event.id, p)) : [];
    const own = draftChangesNothing(event, draft) ? null : { event, draft, answerIds };
    // only what this edit changed, field by field (series-edit.ts); events left as they were are not written
    const later =
      applyTo === 'following' && following.status === 'ready' ? followingEdits(opened, values, following.value) : [];
    // one submit, one edit: every event it writes carries the same edit id (edit-plans.ts)
    actions.edit(own, later);
    toast.success(seriesTexts.updated((own ? 1 : 0) + later.length));
    void navigate({ to: '/events/$id', params: { id: event.id } });
  }

  return (
    <Card className="form-card">
      <EventForm
        initial={draft.initial}
        onInput={draft.onInput}
        isNew={false}
        inSeries={event.seriesId !== null}
        timeZone={event.timeZone}
        // a series' later events are read before `This and following events` may be saved
        ready={actions !== undefined && following.status !== 'loading'}
        save={save}
      />
    </Card>
  );
}
