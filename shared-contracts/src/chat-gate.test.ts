import { chatGate } from './chat-gate';

const on = { features: ['CBS3'] };
const off = { features: ['MAILCEN'] };
const plain = { memberLabel: [] };
const noChat = { memberLabel: [{ labelName: 'nochat' }] };

describe('chatGate', () => {
  it('hides the entry without CBS3 or with the nochat label', () => {
    expect(chatGate({ type: 0 }, plain, off)).toBe('hidden');
    expect(chatGate(null, null, off)).toBe('hidden');
    expect(chatGate({ type: 2 }, noChat, on)).toBe('hidden');
  });

  it('sends guests to login', () => {
    expect(chatGate(null, null, on)).toBe('login');
  });

  it.each([0, 1, 2])('opens chat for member type %p', (type) => {
    expect(chatGate({ type }, plain, on)).toBe('open');
  });

  it.each([4, 40, 41, 42, 99])('refuses member type %p with free_reject', (type) => {
    expect(chatGate({ type }, plain, on)).toBe('reject');
  });
});
