import type { ReactNode } from 'react';
import { RouterLink } from '../ui/router-link';
import { BannerLinkView } from './banner-link-view';

/** A banner's tap target inside the shell (client-side navigation to a page of this site). */
export function BannerLink(props: {
  link: string | null;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return <BannerLinkView {...props} Link={RouterLink} />;
}
