import { type Downline, formatLocalDateTime } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';

interface DownlineItemProps {
  downline: Downline;
  selected: boolean;
  onToggle(): void;
  onOpen(): void;
}

/** One downline: a box to pick it for a move, and its name opening the detail. */
export function DownlineItem({ downline, selected, onToggle, onOpen }: DownlineItemProps) {
  const { t } = useTranslation(AGENT_NS);
  return (
    <li className="team-manage__item">
      <input
        type="checkbox"
        className="team-manage__check"
        checked={selected}
        onChange={onToggle}
        aria-label={t('team.select', { name: downline.username })}
      />
      <button type="button" className="team-manage__open" onClick={onOpen}>
        <span className="team-manage__name">{downline.username}</span>
        {downline.nickname ? <span className="team-manage__nick">{downline.nickname}</span> : null}
        <span className="team-manage__meta">
          {t('team.level', { level: downline.level })} ·{' '}
          {downline.lastLoginAt
            ? t('team.lastLogin', { at: formatLocalDateTime(downline.lastLoginAt) })
            : t('team.neverLoggedIn')}
        </span>
      </button>
    </li>
  );
}
