/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { AppLink, useMount } from '@mobile/react-kit';
import { FREE_REJECT_TOAST } from '@mobile/shared-contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { entryAction, visibleEntries } from '../member-centre-entries';
import { EntryIcon } from './entry-icon';

/** The member centre's entries; deposit and inbox keep free-play and other types out (free_reject); MAILCEN shows the inbox. */
export function EntryGrid({ memberType }: { memberType: number }) {
  const { bus, merchant } = useMount();
  const { features } = merchant.whitelabel;
  const { t } = useTranslation(MEMBER_NS);
  return (
    <nav aria-label={t('memberCentre.entries')}>
      <ul className="mc-grid">
        {visibleEntries(features).map((entry) => {
          const refuse = (event: MouseEvent) => {
            if (entryAction(entry, memberType, features) === 'navigate') return;
            event.preventDefault();
            bus.emit(FREE_REJECT_TOAST);
          };
          return (
            <li key={entry.key}>
              <AppLink className="mc-grid__entry" to={entry.path} onClick={refuse}>
                <EntryIcon name={entry.key} />
                {t(`memberCentre.entry.${entry.key}`)}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
