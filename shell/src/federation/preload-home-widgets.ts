import { HOME_WIDGETS, type RemoteName } from '@mobile/shared-contracts';
import { loadParcelConfig } from './remote-registry';

/**
 * Starts fetching the home widgets' remote code as soon as the remotes are registered, before React has
 * drawn the areas that will mount them. A failure here is left to the area, which shows it with a retry.
 */
export function preloadHomeWidgets(enabled: readonly RemoteName[]): void {
  for (const widget of HOME_WIDGETS) {
    if (enabled.includes(widget.owner)) loadParcelConfig(widget.owner, widget.expose).catch(() => undefined);
  }
}
