import { useId } from 'react';
import { seriesTexts } from '../../../domain/events/series-texts';

export type ApplyTo = 'this' | 'following';

/**
 * `Apply to` on an event of a series (docs/team-life.md "Editing a series"): `This event` or
 * `This and following events`, alike in the event form and the `Cancel event` and `Delete` dialogs.
 */
export function ApplyToChoice({ value, onChange }: { value: ApplyTo; onChange: (value: ApplyTo) => void }) {
  const id = useId();
  return (
    <div role="radiogroup" aria-labelledby={`${id}-label`} className="apply-to">
      <span id={`${id}-label`} className="field-label">
        {seriesTexts.applyTo}
      </span>
      <label className="answer-choice">
        <input type="radio" name={`${id}-apply-to`} checked={value === 'this'} onChange={() => onChange('this')} />
        <span>{seriesTexts.thisEvent}</span>
      </label>
      <label className="answer-choice">
        <input
          type="radio"
          name={`${id}-apply-to`}
          checked={value === 'following'}
          onChange={() => onChange('following')}
        />
        <span>{seriesTexts.thisAndFollowing}</span>
      </label>
    </div>
  );
}
