/**
 * The answers to an event, one row each (docs/team-life.md "Answers"): the stored value, the words
 * every screen shows, the tone of its colour (`--color-answer-{tone}`, never shown without the
 * words), whether it takes a `Reason` and `Note`, and whether a notice's one-tap action may ask
 * for it. The schema's allowed values, the answer's radio group, the summary, the confirm and the
 * notices' actions all read this table: a new answer is one row here and its texts.
 */

export interface AnswerChoice {
  /** the words of the radio, the summary's group and the notice's action */
  readonly label: string;
  /** the class of its colour */
  readonly tone: string;
  /** `Reason` and `Note` are asked while it is the answer */
  readonly takesReason: boolean;
  /** a notice's action may open the event with it ready to confirm (`?answer=`) */
  readonly confirmable: boolean;
}

export const ANSWER_CHOICES = {
  going: { label: 'Going', tone: 'going', takesReason: false, confirmable: true },
  maybe: { label: 'Maybe', tone: 'maybe', takesReason: true, confirmable: false },
  notGoing: { label: 'Not going', tone: 'not-going', takesReason: true, confirmable: true },
} as const satisfies Record<string, AnswerChoice>;

type Choices = typeof ANSWER_CHOICES;
export type AnswerStatus = keyof Choices;

/** the stored values, in the order the radio group offers them */
export const ANSWER_STATUSES = Object.keys(ANSWER_CHOICES) as AnswerStatus[];

/** the answers a notice's actions may ask for */
export type ConfirmableAnswer = {
  [S in AnswerStatus]: Choices[S]['confirmable'] extends true ? S : never;
}[AnswerStatus];
export const CONFIRMABLE_ANSWERS = ANSWER_STATUSES.filter(
  (status): status is ConfirmableAnswer => ANSWER_CHOICES[status].confirmable,
);

/** whether an answer (or none) asks for a `Reason` and `Note` */
export const takesReason = (status: AnswerStatus | undefined): boolean =>
  status !== undefined && ANSWER_CHOICES[status].takesReason;
