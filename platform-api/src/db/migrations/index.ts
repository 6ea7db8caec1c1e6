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
import * as protection from './0021_protection';
import * as birthDate from './0022_birth_date';

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
  '0021_protection': protection,
  '0022_birth_date': birthDate,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
