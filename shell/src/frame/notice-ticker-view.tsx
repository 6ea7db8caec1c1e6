/* @jsxRuntime automatic -- also run by the home-frame server (tsx outside the shell's tsconfig) */
import type { CSSProperties } from 'react';
import { Icon } from '../ui/icon';
import type { FrameLink } from '../ui/plain-link';
import type { Texts } from '../ui/texts';
import { TICKER_CHARS_PER_SECOND, TICKER_MIN_SECONDS } from './frame-constants';

const SEPARATOR = '\u2003\u2022\u2003';

export interface NoticeTickerViewProps {
  t: Texts;
  /** The player notices' titles; undefined while they load (the server-drawn frame). */
  titles: readonly string[] | undefined;
  Link: FrameLink;
}

/** SPEC notice ticker as drawn: a marquee of player notice titles, a link to the announcements page. */
export function NoticeTickerView({ t, titles, Link }: NoticeTickerViewProps) {
  const text = titles && titles.length > 0 ? titles.join(SEPARATOR) : null;
  // A fixed reading speed: a long ticker loops more slowly instead of racing past.
  const seconds = Math.max(TICKER_MIN_SECONDS, (text?.length ?? 0) / TICKER_CHARS_PER_SECOND);
  return (
    <Link className="notice-ticker" href="/m/notice">
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
    </Link>
  );
}
