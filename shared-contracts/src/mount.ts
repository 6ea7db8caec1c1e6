import type { QueryClient } from '@tanstack/query-core';
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from './api-client';
import type { ConsolidatedSettings, Whitelabel } from './endpoints/system';
import type { SessionBus } from './events';
import type { MerchantManifest } from './manifest';

export interface MerchantConfig {
  manifest: MerchantManifest;
  settings: ConsolidatedSettings;
  whitelabel: Whitelabel;
}

export interface NavigateOptions {
  replace?: boolean;
}

/** Props the shell passes to every parcel it mounts (pages and widgets alike). */
export interface MountContract {
  bus: SessionBus;
  api: ApiClient;
  i18n: I18n;
  queryClient: QueryClient;
  merchant: MerchantConfig;
  navigate(to: string, options?: NavigateOptions): void;
  /** Current URL; the shell updates the parcel when it changes. */
  location: { pathname: string; search: string };
  /**
   * The player is waiting for this parcel: a page opened by a tap or Back after the document's first page.
   * Its first render is then one task, not slices with frames in between. Absent (the start's page, home's
   * widgets, a parcel of an older shell): in slices. Given at mount only; an older parcel ignores it.
   */
  urgent?: boolean;
}
