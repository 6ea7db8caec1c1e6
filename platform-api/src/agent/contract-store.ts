import type { AgentContract, ContractInfoValue, ContractKind } from '@mobile/shared-contracts';
import type { Selectable } from 'kysely';
import type { AgentContractTable, Db } from '../db/schema';

type ContractRow = Selectable<AgentContractTable>;

export function contractOf(row: ContractRow): AgentContract {
  return {
    id: row.id,
    kind: row.kind as ContractKind,
    period: row.period,
    terms: JSON.parse(row.terms) as AgentContract['terms'],
    status: row.status as AgentContract['status'],
    offeredAt: row.offered_at,
    decidedAt: row.decided_at,
  };
}

/** The prompts' info: each kind's pending period, or null when nothing of that kind waits. */
export async function contractInfo(db: Db, memberId: number): Promise<ContractInfoValue> {
  const rows = await db
    .selectFrom('agent_contracts')
    .select(['kind', 'period'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'PENDING')
    .orderBy('offered_at', 'desc')
    .execute();
  const pending = (kind: ContractKind) => rows.find((row) => row.kind === kind)?.period ?? null;
  return {
    dailysalreqtype: pending('dailySalary'),
    divtypecompperiodreq: pending('dividend'),
    contracthoursalreq: pending('hourlySalary'),
  };
}

/** The member's accepted contract of a kind (the newest answer counts), or null without one. */
export async function acceptedContract(db: Db, memberId: number, kind: ContractKind) {
  const row = await db
    .selectFrom('agent_contracts')
    .select(['period', 'terms', 'decided_at'])
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('status', '=', 'ACCEPTED')
    .orderBy('decided_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const terms = JSON.parse(row.terms) as AgentContract['terms'];
  return {
    period: row.period,
    /** The value of a term, 0 when the contract does not name it. */
    term: (name: string) => terms.find((t) => t.term === name)?.value ?? 0,
    acceptedAt: row.decided_at,
  };
}

/** The newest pending offer of a kind and the answered ones, newest first. */
export async function contractsOf(db: Db, memberId: number, kind: ContractKind) {
  const rows = await db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    // The agent's own open application (status APPLIED) is no offer and no answered contract.
    .where('status', 'in', ['PENDING', 'ACCEPTED', 'REJECTED'])
    .orderBy('offered_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const pending = rows.find((row) => row.status === 'PENDING');
  return {
    pending: pending ? contractOf(pending) : null,
    history: rows.filter((row) => row.status !== 'PENDING').map(contractOf),
  };
}

/** Answers a pending contract of the member; undefined when it is not theirs or already answered. */
export async function decideContract(
  db: Db,
  memberId: number,
  contractId: number,
  status: 'ACCEPTED' | 'REJECTED',
  now: Date,
): Promise<AgentContract | undefined> {
  const row = await db
    .updateTable('agent_contracts')
    .set({ status, decided_at: now.toISOString() })
    .where('id', '=', contractId)
    .where('member_id', '=', memberId)
    // Conditional: of two answers racing, only the first finds it pending.
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
  return row ? contractOf(row) : undefined;
}

export interface ContractOffer {
  kind: ContractKind;
  period: string;
  terms: AgentContract['terms'];
}

export async function offerContract(
  db: Db,
  memberId: number,
  offer: ContractOffer,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('agent_contracts')
    .values({
      member_id: memberId,
      kind: offer.kind,
      period: offer.period,
      terms: JSON.stringify(offer.terms),
      status: 'PENDING',
      offered_at: now.toISOString(),
      decided_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
