/* @jsxRuntime automatic -- also run by the home-frame server (tsx outside the shell's tsconfig) */
import type { ReactNode, TouchEventHandler } from 'react';

export interface AppFrameViewProps {
  tabBarShown: boolean;
  homeFrame: boolean;
  /** Marks the server-drawn frame, which the shell's first render replaces. */
  prerendered?: boolean;
  onTouchStart?: TouchEventHandler;
  onTouchEnd?: TouchEventHandler;
  onTouchCancel?: TouchEventHandler;
  /** Header (or titled bar), the page in `FrameContent`, the tab bar and the frame's overlays. */
  children: ReactNode;
}

/** The page frame's box as drawn. */
export function AppFrameView({ tabBarShown, homeFrame, prerendered, children, ...touch }: AppFrameViewProps) {
  return (
    <div
      className={tabBarShown ? 'app-frame app-frame--tab-bar' : 'app-frame'}
      data-home={homeFrame}
      data-prerendered={prerendered ? '' : undefined}
      {...touch}
    >
      {children}
    </div>
  );
}

/** The frame's page area, between the header and the tab bar. */
export function FrameContent({ children }: { children: ReactNode }) {
  return <main className="app-frame__content">{children}</main>;
}
