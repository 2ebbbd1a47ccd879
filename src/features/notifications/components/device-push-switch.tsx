import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { PendingBadge } from '../../../components/ui/pending-badge';
import { useDevicePush } from '../hooks/use-device-push';
import { notificationTexts } from '../model/notification-texts';

/**
 * `Notifications on this device`: a switch (a checkbox with the switch role). Disabled, with the
 * reason in plain words, where it cannot work: no push key in this build, a browser without Web
 * Push. A permission the browser refused is said with how to allow it.
 */
export function DevicePushSwitch({ personId }: { personId: string }) {
  const { state, toggle } = useDevicePush(personId);
  const hintId = useId();
  const on = state.status === 'ready' && state.on;
  const disabled = state.status !== 'ready' || state.busy;
  return (
    <Card title="This device" className="device-push">
      <label className="checkbox-row">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          disabled={disabled}
          aria-busy={state.status === 'checking' || (state.status === 'ready' && state.busy) ? true : undefined}
          aria-describedby={hintId}
          onChange={(event) => toggle(event.target.checked)}
        />
        {notificationTexts.deviceSwitch}
        {state.status === 'ready' && state.pending ? <PendingBadge /> : null}
      </label>
      <p id={hintId} className="muted">
        {state.status === 'unavailable' ? state.reason : notificationTexts.deviceHint}
      </p>
      {state.status === 'ready' && state.problem ? <p role="alert">{state.problem}</p> : null}
    </Card>
  );
}
