/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { AppLink, useMount } from '@mobile/react-kit';
import { badgeText } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { agentFooterLinks } from '../agent-footer-links';
import { useAgentNoticeUnread } from '../api/use-agent-notice-unread';
import { Icon } from './icon';

/** Agent footer bar: home (the player site), open account, dividend (feature), announcements with badge. */
export function AgentFooter() {
  const { merchant } = useMount();
  const { t } = useTranslation(AGENT_NS);
  const noticeBadge = badgeText(useAgentNoticeUnread().data ?? 0);
  return (
    <nav className="agent-home__footer" aria-label={t('footer.label')}>
      {agentFooterLinks(merchant.whitelabel.features).map((link) => (
        <AppLink key={link.id} to={link.to} className="agent-home__footer-link">
          <Icon name={link.id} />
          <span>{t(`footer.${link.id}`)}</span>
          {link.id === 'announcements' && noticeBadge ? (
            <span className="agent-home__badge agent-home__badge--footer">
              {noticeBadge}
              <span className="mk-visually-hidden"> {t('unread')}</span>
            </span>
          ) : null}
        </AppLink>
      ))}
    </nav>
  );
}
