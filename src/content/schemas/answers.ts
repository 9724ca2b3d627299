import { z } from "zod";
import { topOf } from "./blocks";
import { text } from "./text";

/** One answer page: its top (title, description, hero: what happened), then what happens next. */
const answerPage = (address: string) =>
  z
    .strictObject({
      top: topOf(address),
      /** "What happens next": short steps in order, one sentence or two each. */
      next: z
        .array(text)
        .min(1, "needs at least one step")
        .meta({ title: "What happens next" })
        .describe("The steps under the headline, in order: one or two sentences each."),
    })
    .meta({ title: address });

/**
 * The forms' answer pages (decision 0028), `content/pages/answers.yaml`: where a form sent without
 * JavaScript lands, and where the newsletter mails' links lead. Not indexed by search engines.
 */
export const answersSchema = z.strictObject({
  /** /check-inbox: a newsletter sign-up waits for its confirmation. */
  checkInbox: answerPage("/check-inbox"),
  /** /subscribed: the sign-up is confirmed. */
  subscribed: answerPage("/subscribed"),
  /** /link-expired: a wrong, used or expired confirmation link. */
  linkExpired: answerPage("/link-expired"),
  /** /unsubscribed: off the list. */
  unsubscribed: answerPage("/unsubscribed"),
  /** /demo-requested: a demo request reached sales. */
  demoRequested: answerPage("/demo-requested"),
  /** /comment-received: a comment waits for moderation. */
  commentReceived: answerPage("/comment-received"),
});

export type AnswersContent = z.infer<typeof answersSchema>;
export type AnswerCopy = AnswersContent[keyof AnswersContent];
