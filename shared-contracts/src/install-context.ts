/** Marker the native app adds to its web view's user agent. */
export const APP_USER_AGENT_MARKER = 'MCAPP';

export interface InstallContextInput {
  userAgent: string;
  /** `matchMedia('(display-mode: standalone)').matches`: an installed web app on most browsers. */
  displayModeStandalone: boolean;
  /** `navigator.standalone`: a home-screen web clip on iOS Safari. */
  navigatorStandalone: boolean;
}

/** True inside the native app or an installed web app, where download prompts make no sense. */
export function isInstalledContext(input: InstallContextInput): boolean {
  return (
    input.displayModeStandalone ||
    input.navigatorStandalone ||
    input.userAgent.toUpperCase().includes(APP_USER_AGENT_MARKER)
  );
}

/** SPEC 7 login: header sent by a home-screen web clip on iOS, where the platform cannot tell the device. */
export const DEVICE_HEADER = 'Device';
export const STANDALONE_IOS_DEVICE = 'OTHERS';

/** A web clip on iOS: Safari's `navigator.standalone` on an iPhone, iPad or iPod. */
export function isStandaloneIos(
  input: Pick<InstallContextInput, 'userAgent' | 'navigatorStandalone'>,
): boolean {
  return input.navigatorStandalone && /iPhone|iPad|iPod/.test(input.userAgent);
}
