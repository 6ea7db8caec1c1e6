import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { demoSlotId, memberWithBalance } from '../jackpots/jackpot-test-kit';
import { createTestContext, type TestContext } from '../test/test-context';
import { placeBet } from './bet-service';

/** Counts the statements a piece of work sends (every query Kysely compiles, inside its transaction). */
class StatementCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

let t: TestContext;
let slotId: number;
beforeAll(async () => {
  t = await createTestContext();
  slotId = await demoSlotId(t.db);
  // No pool wins in these bets.
  await t.db.updateTable('jackpot_pools').set({ win_one_in: 1_000_000_000 }).execute();
});
afterAll(() => t.close());

async function statementsOfBet(payoutCents: number): Promise<number> {
  const member = await memberWithBalance(t.db, `stmts${payoutCents}`, 100_000);
  const bet = {
    memberId: member,
    gameId: slotId,
    playType: null,
    amountCents: 1_000,
    payoutCents,
    detail: 'test',
  };
  // The member's first bet also makes their points row; the count is of every bet after it.
  await placeBet(t.db, { ...bet, jackpot: true });
  const counter = new StatementCounter();
  const result = await placeBet(t.db.withPlugin(counter), { ...bet, jackpot: true });
  expect(result).toMatchObject({ ok: true, jackpotWins: [] });
  return counter.count;
}

// The demo merchant has three jackpot pools. Every statement of a bet runs under its member's wallet row
// lock, and the jackpot's under the merchant's pool locks: these counts are what the scale bench's member
// mix pays per bet (decision 0491). A change that adds statements to a bet should say why here.
describe('statements of one bet on the demo vendor (three jackpot pools)', () => {
  it('a lost bet', async () => {
    // wallet lock, exclusion, limits; debit (update, ledger row, live notice); bet row and its ledger
    // reference; points (update, entry); jackpot (lock, one update, one insert of three rows)
    expect(await statementsOfBet(0)).toBe(13);
  });
  it('a won bet', async () => {
    // and the payout (update, ledger row; its live notice is the debit's)
    expect(await statementsOfBet(2_500)).toBe(15);
  });
});
