import { checksContracts, contractKindOfPath, contractPrompts } from './contract-prompts';

const allPending = { dailysalreqtype: '1', divtypecompperiodreq: 'MONTH', contracthoursalreq: 'H1' };
const nonePending = { dailysalreqtype: '', divtypecompperiodreq: null, contracthoursalreq: '  ' };

describe('contract prompts', () => {
  it.each([4, 40, 41, 42])('skips member type %p', (type) => {
    expect(checksContracts(type)).toBe(false);
    expect(contractPrompts(type, allPending)).toEqual([]);
  });

  it.each([0, 1, 2, 43])('prompts member type %p for every pending contract, in order', (type) => {
    expect(contractPrompts(type, allPending)).toEqual([
      { kind: 'dailySalary', path: '/m/member/agent/getSalaryContract' },
      { kind: 'dividend', path: '/m/member/agent/getDevidendContract' },
      { kind: 'hourlySalary', path: '/m/member/agent/getHourContract' },
    ]);
  });

  it('prompts nothing for empty, blank or missing values, or without info', () => {
    expect(contractPrompts(1, nonePending)).toEqual([]);
    expect(contractPrompts(1, null)).toEqual([]);
  });

  it('prompts only the pending ones', () => {
    expect(contractPrompts(1, { ...nonePending, divtypecompperiodreq: 'WEEK' })).toEqual([
      { kind: 'dividend', path: '/m/member/agent/getDevidendContract' },
    ]);
  });
});

describe('contractKindOfPath', () => {
  it('names the kind of each contract page', () => {
    expect(contractKindOfPath('/m/member/agent/getSalaryContract')).toBe('dailySalary');
    expect(contractKindOfPath('/m/member/agent/getDevidendContract')).toBe('dividend');
    expect(contractKindOfPath('/m/member/agent/getHourContract')).toBe('hourlySalary');
    expect(contractKindOfPath('/m/agent')).toBeUndefined();
  });
});
