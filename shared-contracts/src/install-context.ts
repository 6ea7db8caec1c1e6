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
