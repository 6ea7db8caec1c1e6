/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import type { ReactNode } from 'react';
import { BackButton } from './back-button';

interface PageTopBarProps {
  title: string;
  /** Something at the bar's end, e.g. the agent home's way to the player site. */
  end?: ReactNode;
}

/**
 * The own top area of a page that hides the site's titled bar: a visible back control and the page's
 * title. Back follows the page record (see `BackButton`).
 */
export function PageTopBar({ title, end }: PageTopBarProps) {
  return (
    <div className="mk-top-bar">
      <BackButton />
      <h1 className="mk-top-bar__title">{title}</h1>
      {end ? <div className="mk-top-bar__end">{end}</div> : null}
    </div>
  );
}
