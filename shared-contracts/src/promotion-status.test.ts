import { promotionAction, promotionStatus } from './promotion-status';

const base = {
  kind: 'apply' as const,
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: '2026-02-01T00:00:00Z',
  entry: null,
  signedToday: false,
};
const during = new Date('2026-01-15T00:00:00Z');

describe('promotionStatus', () => {
  it('is coming before the start and closed from the end', () => {
    expect(promotionStatus(base, new Date('2025-12-31T23:59:59Z'))).toBe('coming');
    expect(promotionStatus(base, new Date('2026-02-01T00:00:00Z'))).toBe('closed');
    expect(promotionStatus({ ...base, entry: 'issued' }, new Date('2026-03-01T00:00:00Z'))).toBe('closed');
  });

  it.each(['applying', 'rejected', 'issued', 'claimed'] as const)(
    'shows the application status %p',
    (entry) => {
      expect(promotionStatus({ ...base, entry }, during)).toBe(entry);
    },
  );

  it('shows signed after today’s sign-in', () => {
    expect(promotionStatus({ ...base, kind: 'signin', signedToday: true }, during)).toBe('signed');
    expect(promotionStatus({ ...base, kind: 'signin' }, during)).toBeNull();
  });

  it('has nothing for an open promotion without an entry', () => {
    expect(promotionStatus(base, during)).toBeNull();
    expect(promotionStatus({ ...base, kind: 'info' }, during)).toBeNull();
  });
});

describe('promotionAction', () => {
  it('offers apply or sign-in only while nothing is under way', () => {
    expect(promotionAction('apply', null)).toBe('apply');
    expect(promotionAction('signin', null)).toBe('signin');
    expect(promotionAction('info', null)).toBeNull();
    expect(promotionAction('apply', 'applying')).toBeNull();
    expect(promotionAction('signin', 'signed')).toBeNull();
    expect(promotionAction('apply', 'coming')).toBeNull();
  });
});
