import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows the local calendar day', () => {
    const local = new Date(2024, 4, 9, 12, 0, 0);
    expect(formatDate(local.toISOString())).toBe('2024-05-09');
  });
  it('leaves an unreadable value as it is', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
