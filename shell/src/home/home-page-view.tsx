/* @jsxRuntime automatic -- also run by the home-frame server (tsx outside the shell's tsconfig) */
import type { ReactNode } from 'react';

/** The home page's box as drawn: the banner carousel first, then the widgets and the footer. */
export function HomePageView({ children }: { children: ReactNode }) {
  return <div className="home-page">{children}</div>;
}
