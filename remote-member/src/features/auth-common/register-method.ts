import { APP_USER_AGENT_MARKER, type InstallContextInput } from '@mobile/shared-contracts';

export type RegisterMethod = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

/** SPEC 3 registerMethod: the native app, an iOS home-screen web clip, an installed web app, else H5. */
export function registerMethodOf(context: InstallContextInput): RegisterMethod {
  if (context.userAgent.toUpperCase().includes(APP_USER_AGENT_MARKER)) return 'APP';
  if (context.navigatorStandalone) return 'WEBCLIP';
  if (context.displayModeStandalone) return 'PWA';
  return 'H5';
}

/** The install context of this browser window. */
export function browserInstallContext(): InstallContextInput {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    displayModeStandalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    navigatorStandalone: nav.standalone === true,
  };
}
