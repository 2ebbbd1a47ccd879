// The online part: the Firebase build with Firestore reachable (Google's Firestore emulator with
// firestore.rules, started for this part alone and stopped after it, as every other part needs
// Firestore unreachable). A coach with a club and a team and a member of the team, made through
// the screens; then first data on /dashboard (warm and first visits) and the time from a
// member's answer to the coach's open event page.
import { controlled, newContext } from './browser.mjs';
import { crossDeviceAnswers } from './cross-device-answer.mjs';
import { firstDashboardVisits, warmDashboardVisits } from './online-dashboard.mjs';
import { clubWithTeam, joinTeam, makeEvent, newNamedPerson, storedOnServer } from './online-setup.mjs';
import { startFirestore } from './servers.mjs';

const MEMBER = { first: 'Mo', last: 'Member' };

/** Runs `promise`, naming the step and the page's address in its failure. */
const step = (page, name, promise) =>
  promise.catch((error) => Promise.reject(new Error(`${name} (at ${page.url()}): ${error.message}`)));

/**
 * Firebase build at `url`, the Auth emulator running: starts Firestore on 127.0.0.1:8080, makes
 * the coach, the team, the member and an event, and measures `visitRuns` warm and first visits of
 * /dashboard and `answerRuns` cross-device answers, all at `rate`× CPU.
 */
export async function onlineFigures(browser, { url, visitRuns, answerRuns, rate, log }) {
  const firestore = await startFirestore();
  log(`online: Firestore emulator ${firestore.version} with firestore.rules at 127.0.0.1:8080`);
  const coach = await newContext(browser, url);
  const member = await newContext(browser, url);
  try {
    const setupStarted = Date.now();
    const coachSetup = await coach.newPage();
    await step(coachSetup, 'coach sign-up', newNamedPerson(coachSetup, 'coach', 'Cora', 'Coach'));
    const team = await step(
      coachSetup,
      'club and team',
      clubWithTeam(coachSetup, { club: 'Online FC', team: 'Online U10' }),
    );
    await step(coachSetup, 'the join code on the server', storedOnServer(`joinCodes/${team.code}`));
    const memberSetup = await member.newPage();
    await step(memberSetup, 'member sign-up', newNamedPerson(memberSetup, 'member', MEMBER.first, MEMBER.last));
    await step(memberSetup, 'joining the team', joinTeam(memberSetup, team.code));
    const eventId = await step(coachSetup, 'the event', makeEvent(coachSetup, team.teamId, 'Online training'));
    await step(coachSetup, 'the event on the server', storedOnServer(`events/${eventId}`));
    await step(coachSetup, 'service worker', controlled(coachSetup));
    await step(memberSetup, 'service worker', controlled(memberSetup));
    await coachSetup.close();
    await memberSetup.close();
    log(
      `online: coach, club, team, member and event made through the screens in ${Math.round((Date.now() - setupStarted) / 1000)} s`,
    );

    const teamName = team.teamName;
    const warm = await warmDashboardVisits(coach, { team: teamName, runs: visitRuns, rate, log });
    const first = await firstDashboardVisits(browser, coach, { url, team: teamName, runs: visitRuns, rate, log });
    const answers = await crossDeviceAnswers({
      coach,
      member,
      memberName: `${MEMBER.first} ${MEMBER.last}`,
      eventId,
      runs: answerRuns,
      rate,
      log,
    });
    return {
      firestoreEmulator: { version: firestore.version, startedInMs: firestore.startedInMs },
      dashboard: { teamName, warm, first },
      answers,
    };
  } finally {
    await coach.close();
    await member.close();
    await firestore.stop();
  }
}
