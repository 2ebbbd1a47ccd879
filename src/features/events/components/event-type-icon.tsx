import type { ReactNode } from 'react';
import type { EventType } from '../../../domain/events/event-records';

/**
 * An event type's mark, drawn inline (no request, no icon font): a cone for training, a ball for
 * a match, people for a social, a calendar for anything else. Decoration only (`aria-hidden`):
 * the type is always written beside it.
 */
export function EventTypeIcon({ type }: { type: EventType }) {
  return (
    <svg
      aria-hidden="true"
      className="event-type-icon"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {SHAPES[type]}
    </svg>
  );
}

const SHAPES: Record<EventType, ReactNode> = {
  training: (
    <>
      <path d="M12 3 6.5 19h11z" />
      <path d="M8.6 13h6.8" />
      <path d="M4 21h16" />
    </>
  ),
  match: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 8 3.3 2.4-1.3 3.9h-4l-1.3-3.9z" />
      <path d="M12 3v5M20.6 9.2l-5.3 1.2M17.3 19.4 14 14.3M6.7 19.4 10 14.3M3.4 9.2l5.3 1.2" />
    </>
  ),
  social: (
    <>
      <circle cx="9" cy="8" r="3" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
      <path d="M15.5 14.2c3 0 5.5 2.3 5.5 5.3" />
    </>
  ),
  other: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
};
