import { recordTypesFrom } from './record-query';

it('passes only types=A on', () => {
  expect(recordTypesFrom('?types=A')).toBe('A');
  expect(recordTypesFrom('')).toBeUndefined();
  expect(recordTypesFrom('?types=B')).toBeUndefined();
});
