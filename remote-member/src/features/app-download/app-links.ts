import { resourceUrl } from '@mobile/shared-contracts';
import { externalUrl } from '../message-centre';

/** SPEC text table: the iOS app needs iOS 12.4 or later. */
export const MIN_IOS_VERSION = '12.4';

export type Platform = 'android' | 'ios';

export interface AppLinks {
  android: string | null;
  ios: string | null;
  /** The web-clip profile (MOBILECONFIG) iPhones install the home-screen app from. */
  profile: string | null;
}

/** Download links from the site's resources (types Android, IOS, MOBILECONFIG), http(s) only. */
export function appLinks(resources: readonly { resourceType: string; url: string }[]): AppLinks {
  return {
    android: externalUrl(resourceUrl(resources, 'Android')),
    ios: externalUrl(resourceUrl(resources, 'IOS')),
    profile: externalUrl(resourceUrl(resources, 'MOBILECONFIG')),
  };
}

/** Which guide comes first: iOS on iPhone, iPad (also the desktop-class iPadOS agent) and iPod. */
export function platformOf(userAgent: string, maxTouchPoints = 0): Platform {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'android';
}
