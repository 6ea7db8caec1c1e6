import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

export interface MemberTable {
  id: Generated<number>;
  merchant_code: string;
  username: string;
  password_hash: string;
  type: number;
  nickname: string | null;
  club_label: string | null;
  club_type: string | null;
  /** JSON array of label names, e.g. ["nochat"]. */
  labels: string;
  parent_id: number | null;
  created_at: Timestamp;
  last_login_at: Timestamp | null;
  /** 0008_member_profile */
  payee_name: string | null;
  payment_password_hash: string | null;
  vip_level: Generated<number>;
  turnover: Generated<number>;
  /** 0022_birth_date: 'YYYY-MM-DD' given at registration. */
  birth_date: string | null;
  /** 0034_member_avatar: the chosen site avatar. */
  avatar: number | null;
}

/** 0008_member_profile: VIP levels of each merchant with their benefits. */
export interface VipLevelTable {
  merchant_code: string;
  level: number;
  name: string;
  min_turnover: number;
  daily_withdrawals: number;
  withdrawal_limit: number;
  birthday_bonus: number;
  rebate_percent: number;
}

/** 0033_security_questions: one chosen question of a member; the answer only as a scrypt hash. */
export interface MemberSecurityAnswerTable {
  member_id: number;
  /** 0-based position in the member's set. */
  slot: number;
  question_key: string;
  answer_hash: string;
  set_at: Timestamp;
}

export interface MemberTables {
  members: MemberTable;
  vip_levels: VipLevelTable;
  member_security_answers: MemberSecurityAnswerTable;
}
