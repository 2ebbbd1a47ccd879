import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/form-field';
import { PendingBadge } from '../../../components/ui/pending-badge';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { useSingleSubmit } from '../../../components/ui/use-single-submit';
import { toast } from '../../../lib/toast';
import { groupLabel } from '../../../domain/groups/group-texts';
import type { MyGroup } from '../../../domain/groups/group-types';
import { useFamilyGroups } from '../../../shared/hooks/use-my-groups';
import { NOTICE_SETTINGS, type NoticeSetting } from '../../../domain/choices/notice-kinds';
import { choicesOf, type NotificationChoices } from '../../../domain/notifications/notification-records';
import type { ReadState } from '../../../domain/read-state';
import { type StoredSettings, useNotificationSettings } from '../hooks/use-notification-settings';
import { useSaveSettings } from '../hooks/use-save-settings';
import { notificationTexts } from '../model/notification-texts';
import { checkQuietHours, type QuietField } from '../model/quiet-hours';

/** The person's settings: loading, failed, or the form with what is stored (the defaults when nothing is). */
export function SettingsSection() {
  const settings = useNotificationSettings();
  const groups = useFamilyGroups();
  if (settings.status === 'failed')
    return <p role="alert">{notificationTexts.loadFailed}. Check your connection and try again.</p>;
  if (settings.status !== 'ready') return <p role="status">{notificationTexts.loading}</p>;
  // keyed by the stored document, so a change saved elsewhere shows when it arrives
  return (
    <SettingsForm
      key={settings.value.record?.updatedAt ?? 'defaults'}
      stored={settings.value}
      clubs={groups.clubs}
      teams={groups.teams}
    />
  );
}

function SettingsForm({
  stored,
  clubs,
  teams,
}: {
  stored: StoredSettings;
  clubs: ReadState<MyGroup[]>;
  teams: ReadState<MyGroup[]>;
}) {
  const save = useSaveSettings();
  const [choices, setChoices] = useState<NotificationChoices>(() => choicesOf(stored.record ?? undefined));
  const form = useFieldErrors<QuietField>();
  const single = useSingleSubmit(submit);

  function submit(event: FormEvent) {
    event.preventDefault();
    form.reset();
    const quiet = checkQuietHours(choices.quietFrom, choices.quietTo);
    if (!quiet.ok) {
      form.fail(quiet.error, quiet.field);
      return;
    }
    save(stored.personId, { ...choices, quietFrom: quiet.quietFrom, quietTo: quiet.quietTo });
    toast.success(notificationTexts.saved);
  }

  const setKind = (kind: NoticeSetting, on: boolean) => setChoices((current) => ({ ...current, [kind]: on }));
  const setMuted = (id: string, muted: boolean) =>
    setChoices((current) => ({
      ...current,
      muted: muted ? [...new Set([...current.muted, id])] : current.muted.filter((other) => other !== id),
    }));

  return (
    <form {...single.formProps} noValidate className="notification-settings">
      {stored.pending ? <PendingBadge /> : null}
      {stored.unconfirmed ? <p className="muted">Your saved settings are not on this device yet.</p> : null}
      <Card title={notificationTexts.kinds}>
        {NOTICE_SETTINGS.map((kind) => (
          <label key={kind} className="checkbox-row">
            <input type="checkbox" checked={choices[kind]} onChange={(e) => setKind(kind, e.target.checked)} />
            {notificationTexts[kind]}
          </label>
        ))}
      </Card>
      <Card title={notificationTexts.mute}>
        <p className="muted">{notificationTexts.muteHint}</p>
        <MuteList groups={[clubs, teams]} muted={choices.muted} onChange={setMuted} />
      </Card>
      <Card title={notificationTexts.quietHours}>
        <p className="muted">{notificationTexts.quietHint}</p>
        <div className="quiet-hours">
          <TextField
            label={notificationTexts.from}
            type="time"
            value={choices.quietFrom}
            onChange={(e) => setChoices((current) => ({ ...current, quietFrom: e.target.value }))}
            {...form.bind('quietFrom')}
          />
          <TextField
            label={notificationTexts.to}
            type="time"
            value={choices.quietTo}
            onChange={(e) => setChoices((current) => ({ ...current, quietTo: e.target.value }))}
            {...form.bind('quietTo')}
          />
        </div>
      </Card>
      <div className="actions">
        <Button type="submit">Save</Button>
      </div>
    </form>
  );
}

/** A `Mute` checkbox per club and team that I or my children are on, named with the group. */
function MuteList({
  groups,
  muted,
  onChange,
}: {
  groups: readonly ReadState<MyGroup[]>[];
  muted: readonly string[];
  onChange: (id: string, muted: boolean) => void;
}) {
  if (groups.some((load) => load.status === 'failed'))
    return <p role="alert">Could not load your teams and clubs. Check your connection and try again.</p>;
  if (groups.some((load) => load.status !== 'ready')) return <p role="status">Loading your teams and clubs…</p>;
  const all = groups.flatMap((load) => (load.status === 'ready' ? load.value : []));
  if (all.length === 0) return <p className="empty-state">{notificationTexts.noGroups}</p>;
  return (
    <ul className="quiet-list mute-list">
      {all.map((group) => {
        const name = groupLabel(group.kind, group.name);
        return (
          <li key={`${group.kind}-${group.id}`} className="mute-row">
            <span className="mute-name">
              {name}
              {group.childNames?.length ? <span className="muted"> ({group.childNames.join(', ')})</span> : null}
            </span>
            <label className="checkbox-row">
              <input
                type="checkbox"
                checked={muted.includes(group.id)}
                onChange={(e) => onChange(group.id, e.target.checked)}
              />
              {notificationTexts.mute}
              <span className="visually-hidden"> {name}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
