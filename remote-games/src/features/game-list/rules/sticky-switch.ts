import { DESIGN_REMS_PER_WIDTH, STICKY_SWITCH_REM } from '@mobile/shared-contracts';

/**
 * SPEC 9 sticky bar switch point in CSS pixels: 1.4 rem of the 750 px design (2.8 rem when the download
 * bar is shown), where 1 rem is the screen width / 7.5.
 */
export function stickySwitchPx(viewportWidth: number, downloadBar: boolean): number {
  const rem = downloadBar ? STICKY_SWITCH_REM.withDownloadBar : STICKY_SWITCH_REM.plain;
  return (rem * viewportWidth) / DESIGN_REMS_PER_WIDTH;
}
