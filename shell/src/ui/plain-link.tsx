/* @jsxRuntime automatic -- also run by the home-frame server (tsx outside the shell's tsconfig) */
import type { MouseEvent, ReactNode } from 'react';

export interface FrameLinkProps {
  href: string;
  className?: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}

/**
 * How a view draws a link to a page of this site: the shell passes `RouterLink` (client-side navigation),
 * the server-drawn home frame this plain link (no JavaScript needed). Both draw the same `<a href>`.
 */
export type FrameLink = (props: FrameLinkProps) => ReactNode;

export function PlainLink({ children, ...props }: FrameLinkProps) {
  return <a {...props}>{children}</a>;
}
