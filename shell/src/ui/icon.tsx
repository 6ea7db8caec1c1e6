/* @jsxRuntime automatic -- also run by the home-frame server (tsx outside the shell's tsconfig) */
/** Stroke icons drawn on a 24 px grid; one path string per icon keeps the bundle small. */
const PATHS = {
  home: 'M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5',
  gift: 'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8C10 3 6 4 7.5 6.5S12 8 12 8zm0 0c2-5 6-4 4.5-1.5S12 8 12 8z',
  deposit: 'M3 6h18v13H3zM3 10h18M12 12.5v4M10 14.5l2 2 2-2',
  withdraw: 'M3 6h18v13H3zM3 10h18M12 16.5v-4M10 14.5l2-2 2 2',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  headset: 'M4 14v-2a8 8 0 0116 0v2M4 14h3v6H4zM17 14h3v6h-3zM20 20c0 1-2 2-5 2',
  menu: 'M4 6h16M4 12h16M4 18h16',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  back: 'M15 4l-8 8 8 8',
  close: 'M5 5l14 14M19 5L5 19',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10 10 0 0112 5c6 0 10 7 10 7a17 17 0 01-3 3.7M6.6 6.6C3.8 8.4 2 12 2 12s4 7 10 7a9 9 0 004.4-1.1',
  record: 'M6 3h12v18H6zM9 7h6M9 11h6M9 15h4',
  list: 'M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  crown: 'M3 18h18L19 7l-4 4-3-6-3 6-4-4zM3 21h18',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  download: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  bag: 'M5 7h14l-1 14H6zM9 7a3 3 0 016 0',
  target: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 16a4 4 0 100-8 4 4 0 000 8zM12 12h.01',
  megaphone: 'M3 10v4h3l7 5V5L6 10zM17 8a5 5 0 010 8',
  chat: 'M4 5h16v11H9l-5 4z',
  edit: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  task: 'M9 11l3 3 8-8M20 12v7H4V5h11',
  help: 'M12 21a9 9 0 100-18 9 9 0 000 18zM9.5 9a2.5 2.5 0 115 .5c0 1.5-2.5 2-2.5 3.5M12 17h.01',
  logout: 'M15 4h5v16h-5M10 8l-4 4 4 4M6 12h11',
  play: 'M8 5v14l11-7z',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
} as const;

export type IconName = keyof typeof PATHS;

/** A decorative icon; the control that holds it carries the accessible name. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
