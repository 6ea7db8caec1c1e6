import { accessContextOf } from './access-context';

describe('accessContextOf', () => {
  it('is a guest without a session', () =>
    expect(accessContextOf({ session: null })).toEqual({
      memberType: null,
      memberLabels: [],
      features: [],
      promos: {},
    }));
  it('reads the type, labels and switches', () =>
    expect(
      accessContextOf({
        session: { type: 1 },
        member: { memberLabel: [{ labelName: 'nochat' }] },
        features: ['CBS3'],
        promos: { MISSION: true },
      }),
    ).toEqual({ memberType: 1, memberLabels: ['nochat'], features: ['CBS3'], promos: { MISSION: true } }));
});
