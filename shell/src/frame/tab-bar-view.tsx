/* @jsxRuntime automatic -- also run by the home-frame server (tsx outside the shell's tsconfig) */
import type { MouseEvent, ReactNode } from 'react';
import { Icon } from '../ui/icon';
import type { FrameLink } from '../ui/plain-link';
import type { Texts } from '../ui/texts';
import { UnreadBadge } from '../ui/unread-badge';
import type { TabItem } from './tab-items';

export interface TabBarViewProps {
  t: Texts;
  items: readonly TabItem[];
  Link: FrameLink;
  /** Unread messages shown on the service action. */
  unread: number;
  onTab?: (event: MouseEvent<HTMLAnchorElement>, item: TabItem) => void;
  /** Without it (the server-drawn frame) the service action waits disabled for the shell. */
  onOpenService?: () => void;
  children?: ReactNode;
}

/** SPEC bottom tab bar as drawn: the tabs, the active one marked, and the customer-service action. */
export function TabBarView({ t, items, Link, unread, onTab, onOpenService, children }: TabBarViewProps) {
  return (
    <nav className="tab-bar" aria-label={t('tab.navLabel')}>
      {items.map((item) => (
        <Link
          key={item.id}
          href={item.path}
          className={`tab-bar__item${item.active ? ' tab-bar__item--active' : ''}`}
          aria-current={item.active ? 'page' : undefined}
          onClick={onTab ? (event) => onTab(event, item) : undefined}
        >
          <Icon name={item.icon} />
          <span className="tab-bar__label">{t(item.labelKey)}</span>
        </Link>
      ))}
      <button type="button" className="tab-bar__item" onClick={onOpenService} disabled={!onOpenService}>
        <Icon name="headset" />
        {/* The name is the content as seen, 'Service 3' (label, space, badge), then ' unread' for screen
            readers: the visible words stay a contiguous part of the name in every language (WCAG 2.5.3). */}
        <span className="tab-bar__label">{t('tab.service')}</span>
        {unread > 0 ? (
          <>
            {' '}
            <UnreadBadge count={unread} announced />
            <span className="mk-visually-hidden">{t('tab.unreadSuffix')}</span>
          </>
        ) : null}
      </button>
      {children}
    </nav>
  );
}
