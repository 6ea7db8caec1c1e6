import type { ApiClient } from '@mobile/shared-contracts';
import { launchChat } from './launch-chat';

function setUp(chatUrl: string | Error) {
  const call = jest.fn(async () => {
    if (chatUrl instanceof Error) throw chatUrl;
    return { chatUrl };
  });
  const deps = {
    api: { call } as unknown as ApiClient,
    emit: jest.fn(),
    trustedOrigins: ['http://127.0.0.1:8080'],
    language: 'TH' as const,
    title: 'Live chat',
    backUrl: 'http://127.0.0.1:8080/m/message',
    assign: jest.fn(),
  };
  return { deps, call };
}

describe('launchChat', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the loading message, asks for the chat and goes there 500 ms later', async () => {
    const { deps, call } = setUp('http://127.0.0.1:8080/wps/chat/room?ticket=abc');
    const done = launchChat(deps);
    expect(deps.emit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'toast', kind: 'loading', durationMs: 9999 }),
    );
    expect(call).toHaveBeenCalledWith('chatLaunch', {
      b2c: '1',
      language: 'TH',
      backUrl: 'http://127.0.0.1:8080/m/message',
      headerColor: '#0b3d91',
      title: 'Live chat',
      moduleId: 'CBS3',
    });
    await jest.advanceTimersByTimeAsync(499);
    expect(deps.assign).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await done;
    expect(deps.assign).toHaveBeenCalledWith('http://127.0.0.1:8080/wps/chat/room?ticket=abc');
    expect(deps.emit).toHaveBeenLastCalledWith({ type: 'hide-toast' });
  });

  it('refuses a chat link outside the trusted origins', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps } = setUp('https://evil.example/chat');
    await launchChat(deps);
    await jest.runAllTimersAsync();
    expect(deps.assign).not.toHaveBeenCalled();
    expect(deps.emit).toHaveBeenLastCalledWith(
      expect.objectContaining({ messageKey: 'service.chatUnavailable' }),
    );
    spy.mockRestore();
  });

  it('hides the loading message when the call fails', async () => {
    const { deps } = setUp(new Error('offline'));
    await launchChat(deps);
    expect(deps.assign).not.toHaveBeenCalled();
    expect(deps.emit).toHaveBeenLastCalledWith({ type: 'hide-toast' });
  });
});
