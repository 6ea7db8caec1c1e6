import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { linkTarget } from '../ui/link-target';

interface BannerLinkProps {
  link: string | null;
  label: string;
  className: string;
  children: ReactNode;
}

/** A banner's tap target: a page of this site, an external page in a new tab, or nothing. */
export function BannerLink({ link, label, className, children }: BannerLinkProps) {
  const target = linkTarget(link);
  if (target?.kind === 'internal') {
    return (
      <Link className={className} to={target.path} aria-label={label}>
        {children}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a className={className} href={target.url} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {children}
      </a>
    );
  }
  return <div className={className}>{children}</div>;
}
