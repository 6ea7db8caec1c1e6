import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns';

// Inbox, chat, feedback, help, promotions, red rain.

export interface InboxMessageTable {
  id: Generated<number>;
  member_id: number;
  title: string;
  content: string;
  read: Flag;
  created_at: Timestamp;
}

export interface ChatMessageTable {
  id: Generated<number>;
  member_id: number;
  sender: 'member' | 'agent';
  agent_name: string | null;
  body: string;
  created_at: Timestamp;
  seen_at: Timestamp | null;
}

export interface FeedbackTable {
  id: Generated<number>;
  member_id: number;
  type: number;
  content: string;
  sender: string;
  created_at: Timestamp;
}

export interface HelpTopicTable {
  id: Generated<number>;
  merchant_code: string;
  language: string;
  sort_order: number;
  title: string;
  content: string;
  active: number;
}

/** 0342_site_documents: an operator's terms of use or privacy policy in one language (HTML). */
export interface SiteDocumentTable {
  merchant_code: string;
  kind: string;
  language: string;
  content: string;
  updated_at: string;
}

export interface PromotionTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  title: string;
  summary: string;
  content: string;
  kind: 'apply' | 'signin' | 'info';
  starts_at: Timestamp;
  ends_at: Timestamp;
  sort_order: number;
}

export interface PromotionEntryTable {
  promotion_id: number;
  member_id: number;
  status: 'applying' | 'rejected' | 'issued' | 'claimed';
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PromotionSigninTable {
  promotion_id: number;
  member_id: number;
  /** YYYY-MM-DD (UTC) of the sign-in: one per day. */
  day: string;
  created_at: Timestamp;
}

export interface RedRainEventTable {
  id: Generated<number>;
  merchant_code: string;
  title: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** Bounds of one catch; the server draws the amount between them. */
  min_cents: number;
  max_cents: number;
  created_at: Timestamp;
}

export interface MessageTables {
  inbox_messages: InboxMessageTable;
  promotions: PromotionTable;
  promotion_entries: PromotionEntryTable;
  promotion_signins: PromotionSigninTable;
  chat_messages: ChatMessageTable;
  feedback: FeedbackTable;
  help_topics: HelpTopicTable;
  site_documents: SiteDocumentTable;
  red_rain_events: RedRainEventTable;
}
