import { sanitizeServerHtml } from '@mobile/react-kit/sanitize-html';
import type { SiteDocumentKind, SiteDocuments } from '@mobile/shared-contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import './terms.css';

interface SiteDocumentProps {
  kind: SiteDocumentKind;
  /** The operator's texts; null (not set, or not loaded) shows the site's own short text. */
  documents: SiteDocuments | undefined;
}

/** One of the operator's documents as HTML after DOMPurify, or the built-in text where none is set. */
export default function SiteDocument({ kind, documents }: SiteDocumentProps) {
  const { t } = useTranslation(MEMBER_NS);
  const document = documents?.[kind] ?? null;
  const html = useMemo(() => (document ? sanitizeServerHtml(document.content) : ''), [document]);
  if (!document)
    return (
      <p className="terms__text">{t(kind === 'terms' ? 'register.termsText' : 'register.policyText')}</p>
    );
  return (
    <>
      <div
        className="terms__html"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <p className="terms__updated">{t('terms.updated', { date: document.updatedAt.slice(0, 10) })}</p>
    </>
  );
}
