import { RouterLink } from '../ui/router-link';
import { useTexts } from '../ui/use-texts';
import { NoticeTickerView } from './notice-ticker-view';
import { usePlayerNotices } from './use-player-notices';
import './notice-ticker.css';

/** SPEC notice ticker: a marquee of player notice titles; tapping it opens the announcements page. */
export function NoticeTicker() {
  const t = useTexts();
  const { data: titles } = usePlayerNotices();
  return <NoticeTickerView t={t} titles={titles} Link={RouterLink} />;
}
