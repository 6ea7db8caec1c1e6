import * as v from 'valibot';
import { FEEDBACK, MODULE_ID, TIMERS } from '../constants';
import { REWARD_STATUSES } from '../reward-status';
import { defineEndpoint } from './define';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));

export const inboxMessageSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** Plain text: shown as text, never as HTML. */
  content: v.string(),
  read: v.boolean(),
  createdAt: v.string(),
});

export const inboxListSchema = v.object({
  content: v.array(inboxMessageSchema),
  unReadCount: v.number(),
});

/** SPEC feedback question types: 1 deposit, 2 withdraw, 3 game, 4 service, 6 apply agent, 0 other. */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** Feedback content: 20–200 characters counted as the player sees them (code points), after trimming. */
export const feedbackContentSchema = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => [...s].length >= FEEDBACK.minLength && [...s].length <= FEEDBACK.maxLength),
);

export const chatLaunchQuerySchema = v.object({
  b2c: v.literal('1'),
  language: v.picklist(['EN', 'TY', 'CN', 'JA', 'TH', 'VI']),
  backUrl: v.pipe(v.string(), v.maxLength(500), v.url()),
  headerColor: v.optional(v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/)), '#1f6feb'),
  title: v.optional(v.pipe(v.string(), v.maxLength(60)), ''),
  moduleId: v.literal(MODULE_ID.chat),
});

export const promotionSchema = v.object({
  id: v.number(),
  code: v.string(),
  title: v.string(),
  summary: v.string(),
  /** Server HTML; sanitised before rendering. */
  content: v.string(),
  kind: v.picklist(['apply', 'signin', 'info']),
  startsAt: v.string(),
  endsAt: v.string(),
  status: v.nullable(v.picklist(REWARD_STATUSES)),
});

export const helpTopicSchema = v.object({ title: v.string(), content: v.string() });

/** A member's change to one inbox message (read, delete), answered with the unread count after it. */
const inboxChange = (path: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    request: v.object({ id }),
    response: v.object({ unReadCount: v.number() }),
    auth: 'required',
  });

/** A member's step on one promotion (apply, sign in), answered with the status it now has. */
const promotionAction = (path: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    request: v.object({ id }),
    response: v.object({ status: v.picklist(REWARD_STATUSES) }),
    auth: 'required',
  });

export const messageEndpoints = {
  inboxList: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/CSP_messageList',
    request: v.object({}),
    response: inboxListSchema,
    auth: 'required',
  }),
  inboxMarkRead: inboxChange('/wps/relay/CSP_markRead'),
  // POST, not DELETE: the registrar reads a DELETE's query, and an id belongs in the body.
  inboxDelete: inboxChange('/wps/relay/CSP_deleteMessage'),
  chatLaunch: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/CBS_launchChat',
    request: chatLaunchQuerySchema,
    response: v.object({ chatUrl: v.string() }),
    auth: 'required',
  }),
  chatUnread: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/CBS_unreadCount',
    request: v.object({}),
    response: v.object({ unReadCount: v.number() }),
    auth: 'required',
    throttleMs: TIMERS.unreadThrottle,
    silent: true,
  }),
  feedback: defineEndpoint({
    method: 'POST',
    path: '/wps/feedback',
    request: v.object({
      content: feedbackContentSchema,
      sender: v.optional(v.pipe(v.string(), v.maxLength(64)), ''),
      type: v.picklist(FEEDBACK_TYPES),
      captchaId: v.optional(v.pipe(v.string(), v.maxLength(64)), ''),
      captcha: v.optional(v.pipe(v.string(), v.maxLength(16)), ''),
    }),
    response: v.object({ id: v.number() }),
    auth: 'required',
  }),
  promotions: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_promotionList',
    request: v.object({}),
    response: v.array(promotionSchema),
    auth: 'optional',
  }),
  applyPromotion: promotionAction('/wps/relay/MCSFE_applyPromotion'),
  signInPromotion: promotionAction('/wps/relay/MCSFE_signInPromotion'),
  referral: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_referral',
    request: v.object({}),
    response: v.object({
      code: v.string(),
      friendCount: v.number(),
      /** Newest 100; accounts masked. */
      friends: v.array(v.object({ account: v.string(), joinedAt: v.string() })),
    }),
    auth: 'required',
  }),
  helpCentre: defineEndpoint({
    method: 'GET',
    path: '/wps/system/helpCenter',
    request: v.object({ lang: v.picklist(['EN', 'TY', 'CN', 'JA', 'TH', 'VI']) }),
    response: v.array(helpTopicSchema),
    auth: 'none',
  }),
};

/** Newest messages the inbox lists (older ones stay stored and count as unread until read). */
export const INBOX_LIST_LIMIT = 100;

export type InboxMessage = v.InferOutput<typeof inboxMessageSchema>;
export type InboxList = v.InferOutput<typeof inboxListSchema>;
export type HelpTopic = v.InferOutput<typeof helpTopicSchema>;
export type Promotion = v.InferOutput<typeof promotionSchema>;
