import { pathOf } from '@mobile/shared-contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../ui/icon';
import { TICKER_CHARS_PER_SECOND, TICKER_MIN_SECONDS } from './frame-constants';
import { usePlayerNotices } from './use-player-notices';
import './notice-ticker.css';

const SEPARATOR = '\u2003\u2022\u2003';

/** SPEC notice ticker: a marquee of player notice titles; tapping it opens the announcements page. */
export function NoticeTicker() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { data: titles } = usePlayerNotices();
  const text = titles && titles.length > 0 ? titles.join(SEPARATOR) : null;
  // A fixed reading speed: a long ticker loops more slowly instead of racing past.
  const seconds = Math.max(TICKER_MIN_SECONDS, (text?.length ?? 0) / TICKER_CHARS_PER_SECOND);

  return (
    <button type="button" className="notice-ticker" onClick={() => navigate(pathOf('notice'))}>
      <Icon name="megaphone" size={18} />
      <span className="mk-visually-hidden">{t('frame.notices')}: </span>
      <span className="notice-ticker__viewport">
        {text ? (
          <span
            className="notice-ticker__track"
            style={{ '--ticker-duration': `${seconds}s` } as CSSProperties}
          >
            {text}
          </span>
        ) : (
          <span className="notice-ticker__empty">{titles ? t('frame.noNotice') : ''}</span>
        )}
      </span>
    </button>
  );
}
