import { sanitizeServerHtml } from '@mobile/react-kit/sanitize-html';
import type { Announcement } from '@mobile/shared-contracts';
import { useMemo } from 'react';

interface NoticeContentProps {
  id: string;
  labelledBy: string;
  notice: Announcement;
}

/** The opened announcement: its title, optional picture and its server HTML after DOMPurify. */
export function NoticeContent({ id, labelledBy, notice }: NoticeContentProps) {
  const html = useMemo(() => sanitizeServerHtml(notice.content), [notice.content]);
  return (
    <section id={id} className="member-notice__panel" aria-labelledby={labelledBy}>
      <h3 className="member-notice__panel-title">{notice.title}</h3>
      {notice.url ? <img className="member-notice__image" src={notice.url} alt="" loading="lazy" /> : null}
      <div
        className="member-notice__content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify just above
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
}
