import { config } from '../../lib/config';

const labels = {
  local: { text: 'Local mode', title: 'Accounts and data are kept on this device only.' },
  firebase: { text: 'Cloud sync', title: 'Data syncs with the Pitchside cloud when online.' },
} as const;

/** Says which backend this build runs on. */
export function BackendBadge() {
  const label = labels[config.backend];
  return (
    <span className="backend-badge" title={label.title}>
      {label.text}
    </span>
  );
}
