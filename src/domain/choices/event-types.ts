/**
 * The kinds of event, one row each (docs/team-life.md "Events"): the stored value and the words
 * the form's `Type`, the event's page, its card and the team's list show. The schema's allowed
 * values read it too.
 */
export const EVENT_TYPE_CHOICES = {
  training: { label: 'Training' },
  match: { label: 'Match' },
  social: { label: 'Social' },
  other: { label: 'Other' },
} as const satisfies Record<string, { readonly label: string }>;

export type EventType = keyof typeof EVENT_TYPE_CHOICES;

/** the kinds, in the order the form offers them */
export const EVENT_TYPES = Object.keys(EVENT_TYPE_CHOICES) as EventType[];

/** each kind's words */
export const EVENT_TYPE_LABELS = Object.fromEntries(
  EVENT_TYPES.map((type) => [type, EVENT_TYPE_CHOICES[type].label]),
) as Record<EventType, string>;
