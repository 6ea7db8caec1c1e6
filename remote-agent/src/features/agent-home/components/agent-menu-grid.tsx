/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { AppLink, useMount, useStreamValue } from '@mobile/react-kit';
import { badgeText } from '@mobile/shared-contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { visibleAgentMenu } from '../agent-menu';
import { Icon } from './icon';

/** The agent menu grid; entries do nothing without a session, online service opens chat (no navigation). */
export function AgentMenuGrid() {
  const { bus, merchant } = useMount();
  const { t } = useTranslation(AGENT_NS);
  const unread = useStreamValue(bus.unread$);
  const mailBadge = badgeText(unread.inbox);
  const hasSession = () => bus.session$.getValue() !== null;

  const guard = (event: MouseEvent) => {
    if (!hasSession()) event.preventDefault();
  };

  return (
    <nav className="agent-home__menu" aria-label={t('menu.label')}>
      <ul className="agent-home__menu-grid">
        {visibleAgentMenu(merchant.whitelabel.menu, merchant.whitelabel.features).map((entry) => (
          <li key={entry.id}>
            {entry.to === null ? (
              <button
                type="button"
                className="agent-home__menu-item"
                onClick={() => hasSession() && bus.emit({ type: 'open-chat' })}
              >
                <Icon name={entry.id} className="agent-home__menu-icon" />
                <span>{t(`menu.${entry.id}`)}</span>
              </button>
            ) : (
              <AppLink className="agent-home__menu-item" to={entry.to} onClick={guard}>
                <Icon name={entry.id} className="agent-home__menu-icon" />
                <span>{t(`menu.${entry.id}`)}</span>
                {entry.id === 'mail' && mailBadge ? (
                  <span className="agent-home__badge">
                    {mailBadge}
                    <span className="mk-visually-hidden"> {t('unread')}</span>
                  </span>
                ) : null}
              </AppLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
