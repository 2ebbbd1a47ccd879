/**
 * The collections of team life and their document ids (docs/architecture.md "Team life"). An
 * answer and its note share the id `{eventId}_{personId}` (one per event and person: writing it
 * twice is harmless, so a replayed offline answer changes nothing); attendance is one document per
 * event; a guardian link names its group and the parent (`{groupId}_{parentId}`).
 */
export const eventCollections = {
  events: 'events',
  answers: 'eventAnswers',
  answerNotes: 'eventAnswerNotes',
  attendance: 'eventAttendance',
  teamGuardians: 'teamGuardians',
  clubGuardians: 'clubGuardians',
} as const;

export const answerId = (eventId: string, personId: string): string => `${eventId}_${personId}`;

export const guardianLinkId = (groupId: string, parentId: string): string => `${groupId}_${parentId}`;
