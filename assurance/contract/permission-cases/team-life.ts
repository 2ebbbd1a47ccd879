import { coach, member, unverified } from '../rules-world';
import { batch, type Case, del, deny, get } from './case-kit';
import { notes } from './answer-notes';
import { takes } from './attendance';

/**
 * Team life as a whole (firestore.rules "team life: guardian links, events, answers,
 * attendance"): what every one of its documents demands of the asker. The cases of each document
 * are in events.ts, event-answers.ts, answer-notes.ts and attendance.ts; guardian links in
 * guardians.ts.
 */

/** Every read needs a signed-in user (a missing document included), every write a verified one. */
const SIGNED_OUT_AND_UNVERIFIED: Case[] = [
  deny('signed out, a missing event', null, get('events/none')),
  deny('signed out, a missing answer', null, get('eventAnswers/e1_strangerS')),
  deny('signed out, a missing note', null, get('eventAnswerNotes/e1_strangerS')),
  deny('signed out, missing attendance', null, get('eventAttendance/e1')),
  deny('an unverified Coach deletes an event', unverified(coach), batch(del('events/e1'))),
  deny('an unverified Coach deletes an answer', unverified(coach), batch(del('eventAnswers/e1_memberM'))),
  deny('an unverified member writes their note', unverified(member), batch(notes('e1', 'memberM'))),
  deny('an unverified Coach deletes a note', unverified(coach), batch(del('eventAnswerNotes/e1_childG'))),
  deny('an unverified Coach takes attendance', unverified(coach), batch(takes('ePast', 'coachH'))),
  deny('an unverified Coach deletes the attendance', unverified(coach), batch(del('eventAttendance/ePast'))),
];

export const TEAM_LIFE_AREAS = {
  'team life: signed out and unverified': SIGNED_OUT_AND_UNVERIFIED,
};
