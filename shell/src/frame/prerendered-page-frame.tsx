/* @jsxRuntime automatic -- also run by the home-frame server (tsx outside the shell's tsconfig) */
import { findRoute, frameRulesFor, type RemoteName } from '@mobile/shared-contracts';
import type { ReactNode } from 'react';
import { PlainLink } from '../ui/plain-link';
import type { Texts } from '../ui/texts';
import { AppFrameView, FrameContent } from './app-frame-view';
import { DownloadBannerView } from './download-banner-view';
import { TabBarView } from './tab-bar-view';
import { tabItemsFor } from './tab-items';
import { TitledBarView } from './titled-bar-view';

export interface PrerenderedPageFrameProps {
  t: Texts;
  /** A page record's path (`pageFrameRoute` chose it); home has its own `PrerenderedHomeFrame`. */
  path: string;
  siteName: string;
  enabledRemotes: readonly RemoteName[];
  /** False when the player closed the bar in this session, or inside the installed app. */
  downloadBarShown: boolean;
  /** The page's first state in its page area (`DrawnPageAreaView`, decision 0561); none by default. */
  content?: ReactNode;
}

/**
 * A page's frame as the shell's first render draws it around the page, before any JavaScript: the titled
 * bar with the page's title (back waiting disabled), the empty page area its remote fills, the tab bar
 * where the page has one (tools/site/src/home-frame draws it into the HTML; `prerendered-page-frame.test.tsx`
 * holds it equal to the shell's `AppFrame`).
 */
export function PrerenderedPageFrame(props: PrerenderedPageFrameProps) {
  const { t, path, siteName, enabledRemotes, downloadBarShown, content = null } = props;
  const rules = frameRulesFor(path);
  const route = findRoute(path);
  return (
    <AppFrameView tabBarShown={rules.tabBarShown} homeFrame={rules.homeFrame} prerendered>
      {rules.downloadBannerShown && downloadBarShown ? (
        <DownloadBannerView t={t} siteName={siteName} />
      ) : null}
      {rules.headerShown && !rules.homeFrame ? (
        <TitledBarView t={t} title={route ? t(route.titleKey) : ''} />
      ) : null}
      <FrameContent>{content}</FrameContent>
      {rules.tabBarShown ? (
        <TabBarView t={t} items={tabItemsFor(path, enabledRemotes)} Link={PlainLink} unread={0} />
      ) : null}
    </AppFrameView>
  );
}
