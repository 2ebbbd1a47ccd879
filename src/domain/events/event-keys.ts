/** Every React Query key of team life, in one place (house rule 3). */
export const eventKeys = {
  event: (id: string) => ['events', 'event', id] as const,
  /** a team's first `limit` events from `from` (an hour's start, so the key holds for an hour) */
  teamEvents: (teamId: string, from: number, limit: number) => ['events', 'team', teamId, from, limit] as const,
  /** a team's events after `after` (ms), to find a series' following ones */
  series: (teamId: string, seriesId: string, after: number) => ['events', 'series', teamId, seriesId, after] as const,
  /** a team's events that started before `before` (ms), latest first */
  earlier: (teamId: string, before: number, limit: number) => ['events', 'earlier', teamId, before, limit] as const,
  answers: (eventId: string) => ['events', 'answers', eventId] as const,
  staffNotes: (eventId: string) => ['events', 'staff-notes', eventId] as const,
  myNotes: (eventId: string, personIds: readonly string[]) => ['events', 'my-notes', eventId, ...personIds] as const,
  attendance: (eventId: string) => ['events', 'attendance', eventId] as const,
  /** the schedule's events of these teams, from `from`, at most `limit` */
  schedule: (memberTeams: readonly string[], guardTeams: readonly string[], from: number, limit: number) =>
    ['events', 'schedule', from, limit, ...memberTeams, '|', ...guardTeams] as const,
  /** my people's answers from `from` */
  peopleAnswers: (personIds: readonly string[], from: number) =>
    ['events', 'people-answers', from, ...personIds] as const,
};
