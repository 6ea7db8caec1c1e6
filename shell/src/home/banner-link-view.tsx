/* @jsxRuntime automatic -- also run by the home-frame server (tsx outside the shell's tsconfig) */
import type { ReactNode } from 'react';
import { linkTarget } from '../ui/link-target';
import type { FrameLink } from '../ui/plain-link';

export interface BannerLinkViewProps {
  link: string | null;
  label: string;
  className: string;
  Link: FrameLink;
  children: ReactNode;
}

/** A banner's tap target: a page of this site, an external page in a new tab, or nothing. */
export function BannerLinkView({ link, label, className, Link, children }: BannerLinkViewProps) {
  const target = linkTarget(link);
  if (target?.kind === 'internal') {
    return (
      <Link className={className} href={target.path} aria-label={label}>
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
