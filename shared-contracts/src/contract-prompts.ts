import { CONTRACT_CHECK_EXCLUDED_TYPES } from './constants';

/** SPEC 3 contract info: a non-empty value means that contract is pending for the member. */
export interface ContractInfo {
  dailysalreqtype: string | null;
  divtypecompperiodreq: string | null;
  contracthoursalreq: string | null;
}

export type ContractKind = 'dailySalary' | 'dividend' | 'hourlySalary';

export interface ContractPrompt {
  kind: ContractKind;
  /** The contract page Go opens. */
  path: string;
}

/** In the spec's order: daily salary, dividend, hourly salary. */
const CONTRACTS: readonly (ContractPrompt & { field: keyof ContractInfo })[] = [
  { kind: 'dailySalary', field: 'dailysalreqtype', path: '/m/member/agent/getSalaryContract' },
  { kind: 'dividend', field: 'divtypecompperiodreq', path: '/m/member/agent/getDevidendContract' },
  { kind: 'hourlySalary', field: 'contracthoursalreq', path: '/m/member/agent/getHourContract' },
];

/** Whether the member's type gets contract prompts at all (types 4, 40, 41 and 42 skip them). */
export function checksContracts(memberType: number): boolean {
  return !CONTRACT_CHECK_EXCLUDED_TYPES.includes(memberType);
}

/**
 * SPEC 4: the confirms to show, one per pending contract (a non-empty value), for member types that are
 * not excluded; each confirm has Cancel and Go, and Go opens its contract page.
 */
export function contractPrompts(memberType: number, info: ContractInfo | null | undefined): ContractPrompt[] {
  if (!info || !checksContracts(memberType)) return [];
  return CONTRACTS.filter(({ field }) => (info[field] ?? '').trim() !== '').map(({ kind, path }) => ({
    kind,
    path,
  }));
}

/** The contract kind a contract page's path shows, or undefined for any other path. */
export function contractKindOfPath(pathname: string): ContractKind | undefined {
  return CONTRACTS.find((contract) => contract.path === pathname)?.kind;
}
