import type { Migration, MigrationProvider } from 'kysely/migration';
import * as merchants from './0001_merchants';
import * as members from './0002_members';
import * as content from './0003_content';
import * as games from './0004_games';
import * as wallet from './0005_wallet';
import * as gameActivity from './0006_game_activity';
import * as accounts from './0007_accounts';
import * as memberProfile from './0008_member_profile';
import * as ledger from './0009_ledger';
import * as deposit from './0010_deposit';
import * as withdraw from './0011_withdraw';
import * as walletRecords from './0013_wallet_records';
import * as pointsAndVendorWallets from './0014_points_and_vendor_wallets';
import * as messages from './0015_messages';
import * as promotions from './0016_promotions';
import * as agentTeam from './0017_agent_team';
import * as agentContracts from './0018_agent_contracts';
import * as sessionIdle from './0019_session_idle';
import * as platform from './0020_platform';
import * as protection from './0021_protection';
import * as birthDate from './0022_birth_date';
import * as redRain from './0023_red_rain';
import * as agentOpenAccount from './0025_agent_open_account';
import * as agentDividend from './0026_agent_dividend';
import * as platformShared from './0027_platform_shared';
import * as heldDeposits from './0029_held_deposits';
import * as salaryApplications from './0032_salary_applications';
import * as securityQuestions from './0033_security_questions';
import * as memberAvatar from './0034_member_avatar';
import * as vnLottery from './0035_vn_lottery';
import * as moneyRules from './0036_money_rules';
import * as takeoverGuards from './0041_takeover_guards';
import * as noLoginLock from './0047_no_login_lock';
import * as remoteIntegrity from './0048_remote_integrity';
import * as traceIds from './0241_trace_ids';
import * as gameBetsAndLines from './0242_game_bets_and_lines';
import * as fieldMeasurements from './0281_field_measurements';
import * as autoCanaries from './0301_auto_canaries';
import * as liveNotices from './0311_live_notices';
import * as passkeys from './0321_passkeys';
import * as socialLogins from './0331_social_logins';
import * as salaryPayouts from './0341_salary_payouts';
import * as siteDocuments from './0342_site_documents';
import * as memberTotp from './0351_member_totp';
import * as kyc from './0381_kyc';
import * as liveRooms from './0392_live_rooms';
import * as jackpotPools from './0401_jackpot_pools';
import * as lotteryDraws from './0411_lottery_draws';
import * as sportsMatches from './0421_sports_matches';
import * as drawTokens from './0641_draw_tokens';

/** Static list: works under tsx, jest and any bundler, unlike a folder scan. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_merchants': merchants,
  '0002_members': members,
  '0003_content': content,
  '0004_games': games,
  '0005_wallet': wallet,
  '0006_game_activity': gameActivity,
  '0007_accounts': accounts,
  '0008_member_profile': memberProfile,
  '0009_ledger': ledger,
  '0015_messages': messages,
  '0016_promotions': promotions,
  '0019_session_idle': sessionIdle,
  '0013_wallet_records': walletRecords,
  '0014_points_and_vendor_wallets': pointsAndVendorWallets,
  '0010_deposit': deposit,
  '0011_withdraw': withdraw,
  '0017_agent_team': agentTeam,
  '0018_agent_contracts': agentContracts,
  '0020_platform': platform,
  '0021_protection': protection,
  '0022_birth_date': birthDate,
  '0023_red_rain': redRain,
  '0025_agent_open_account': agentOpenAccount,
  '0026_agent_dividend': agentDividend,
  '0027_platform_shared': platformShared,
  '0029_held_deposits': heldDeposits,
  '0032_salary_applications': salaryApplications,
  '0033_security_questions': securityQuestions,
  '0034_member_avatar': memberAvatar,
  '0035_vn_lottery': vnLottery,
  '0036_money_rules': moneyRules,
  '0041_takeover_guards': takeoverGuards,
  '0047_no_login_lock': noLoginLock,
  '0048_remote_integrity': remoteIntegrity,
  '0241_trace_ids': traceIds,
  '0242_game_bets_and_lines': gameBetsAndLines,
  '0281_field_measurements': fieldMeasurements,
  '0301_auto_canaries': autoCanaries,
  '0311_live_notices': liveNotices,
  '0321_passkeys': passkeys,
  '0331_social_logins': socialLogins,
  '0341_salary_payouts': salaryPayouts,
  '0342_site_documents': siteDocuments,
  '0351_member_totp': memberTotp,
  '0381_kyc': kyc,
  '0392_live_rooms': liveRooms,
  '0401_jackpot_pools': jackpotPools,
  '0411_lottery_draws': lotteryDraws,
  '0421_sports_matches': sportsMatches,
  '0641_draw_tokens': drawTokens,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
