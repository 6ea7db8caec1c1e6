import {
  type ApiClient,
  type BusEvent,
  CHAT_FEATURE,
  type LanguageCode,
  TIMERS,
  urlOnOrigins,
} from '@mobile/shared-contracts';

/** The site's theme colour: the chat page's header matches the frame. */
export const CHAT_HEADER_COLOR = '#0b3d91';

export interface ChatLaunchDeps {
  api: ApiClient;
  emit(event: BusEvent): void;
  /** The merchant's configured origins (manifest frameOrigins): the only places chat may live. */
  trustedOrigins: readonly string[];
  language: LanguageCode;
  title: string;
  /** The page to come back to: this site's current address. */
  backUrl: string;
  assign(url: string): void;
}

/**
 * SPEC 4 chat: loading message (up to 9999 ms), CBS_launchChat, then after 500 ms the player is taken
 * to value.chatUrl, only when it is on a trusted origin.
 */
export async function launchChat(deps: ChatLaunchDeps): Promise<void> {
  deps.emit({
    type: 'toast',
    kind: 'loading',
    messageKey: 'service.chatLoading',
    durationMs: TIMERS.chatLoading,
  });
  let chatUrl: string;
  try {
    ({ chatUrl } = await deps.api.call('chatLaunch', {
      b2c: '1',
      language: deps.language,
      backUrl: deps.backUrl,
      headerColor: CHAT_HEADER_COLOR,
      title: deps.title,
      moduleId: CHAT_FEATURE,
    }));
  } catch {
    // The API client has already said what went wrong.
    deps.emit({ type: 'hide-toast' });
    return;
  }
  const target = urlOnOrigins(chatUrl, deps.trustedOrigins);
  if (!target) {
    console.error('[chat] refused a chat link outside the trusted origins');
    deps.emit({ type: 'toast', kind: 'error', messageKey: 'service.chatUnavailable' });
    return;
  }
  await new Promise((resolve) => setTimeout(resolve, TIMERS.chatRedirect));
  deps.emit({ type: 'hide-toast' });
  deps.assign(target.href);
}
