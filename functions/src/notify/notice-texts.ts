/**
 * The words a notification says, in one place (docs/contributing.md "House rules" 7; the
 * titles and bodies are listed in docs/notifications.md "What a notice says").
 */
export const noticeTexts = {
  /** `U12 Lions: Training`: a title with its team's name before it, when the team has one */
  teamTitle: (teamName: string, text: string) => (teamName ? `${teamName}: ${text}` : text),
  created: (title: string) => `New event: ${title}`,
  createdSeries: (title: string) => `New weekly events: ${title}`,
  cancelled: (title: string) => `${title} cancelled`,
  reinstated: (title: string) => `${title} is on again`,
  changed: (title: string) => `${title} changed`,
  reminder: (title: string) => `${title}: are you going?`,
  announcement: (authorName: string) => (authorName ? `Announcement from ${authorName}` : 'Announcement'),
  /** a change to who answers for a child, told to each of its other guardians */
  guardiansTitle: (childName: string) => `${childName}'s guardians`,
  guardianAdded: (guardianName: string, childName: string) => `${guardianName} is now a guardian of ${childName}`,
  guardianGone: (guardianName: string, childName: string) => `${guardianName} is no longer a guardian of ${childName}`,
  /** `Sun 6 Dec 11:00 (was Sat 5 Dec 10:00)` */
  moved: (now: string, was: string) => `${now} (was ${was})`,
  /** `From Sat 5 Dec 10:00, 12 events`: a series, or an edit of several events */
  fromMany: (first: string, count: number) => `From ${first}, ${count} events`,
  answerBy: (moment: string) => `Answer by ${moment}`,
  /** the parts of a body, joined */
  join: (parts: readonly string[]) => parts.filter(Boolean).join(' · '),
  /** `Leo and Mia: …` before a body naming whom a notice concerns (docs/notifications.md "Who is told") */
  about: (names: string, body: string) => (names ? `${names}: ${body}` : body),
  you: 'You',
  and: (names: readonly string[]) =>
    names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`,
} as const;
