import type { Kysely } from 'kysely';
import type { AccountTables } from './accounts';
import type { AgentTables } from './agent';
import type { AnnouncementTables } from './announcements';
import type { FieldTables } from './field';
import type { GameTables } from './games';
import type { JackpotTables } from './jackpots';
import type { KycTables } from './kyc';
import type { LiveTables } from './live';
import type { LiveRoomTables } from './live-rooms';
import type { MemberTables } from './members';
import type { MerchantTables } from './merchants';
import type { MessageTables } from './messages';
import type { PasskeyTables } from './passkeys';
import type { PlatformTables } from './platform';
import type { ProtectionTables } from './protection';
import type { SessionTables } from './sessions';
import type { SocialLoginTables } from './social-login';
import type { SportsTables } from './sports';
import type { TotpTables } from './totp';
import type { WalletTables } from './wallet';
import type { WalletMoneyTables } from './wallet-money';
import type { WalletRecordTables } from './wallet-records';

// Table types live in db/schema/<area>.ts, each with an `<Area>Tables` interface naming its tables;
// a new area adds its file here. Columns added to another area's table go into that table's type.
export type * from './accounts';
export type * from './agent';
export type * from './announcements';
export type * from './columns';
export type * from './field';
export type * from './games';
export type * from './jackpots';
export type * from './kyc';
export type * from './live';
export type * from './live-rooms';
export type * from './members';
export type * from './merchants';
export type * from './messages';
export type * from './passkeys';
export type * from './platform';
export type * from './protection';
export type * from './sessions';
export type * from './social-login';
export type * from './sports';
export type * from './totp';
export type * from './wallet';
export type * from './wallet-money';
export type * from './wallet-records';

/** Every table of the database, by name. */
export interface DB
  extends AccountTables,
    AgentTables,
    AnnouncementTables,
    FieldTables,
    GameTables,
    JackpotTables,
    KycTables,
    LiveTables,
    LiveRoomTables,
    MemberTables,
    MerchantTables,
    MessageTables,
    PasskeyTables,
    PlatformTables,
    ProtectionTables,
    SessionTables,
    SocialLoginTables,
    SportsTables,
    TotpTables,
    WalletTables,
    WalletMoneyTables,
    WalletRecordTables {}

export type Db = Kysely<DB>;
