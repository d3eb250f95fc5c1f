import type { ReactNode } from 'react';

/** Small decorative icons for child screens; always aria-hidden (the text around them speaks). */
interface IconProps {
  className?: string;
}

function Svg({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1.5em"
      height="1.5em"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function SpeakerIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" fill="currentColor" />
      <path
        d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </Svg>
  );
}

export const STAR_PATH =
  'M12 2.8l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 16.8l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z';

export function StarIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d={STAR_PATH} fill="currentColor" />
    </Svg>
  );
}

export function ThinkIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="9" cy="10" r="1.3" fill="currentColor" />
      <circle cx="15" cy="10" r="1.3" fill="currentColor" />
      <path d="M9 15.5h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}

export function BulbIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path
        d="M12 3a6 6 0 0 0-3.5 10.9V16h7v-2.1A6 6 0 0 0 12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M9.5 19h5M10.5 21.5h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}

export function ArrowIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path
        d="M5 12h13M13 6l6 6-6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Svg>
  );
}

export function PlayIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </Svg>
  );
}

export function ReplayIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path
        d="M5 12a7 7 0 1 0 2.05-4.95"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M4 4.5v5h5z" fill="currentColor" stroke="currentColor" strokeLinejoin="round" />
    </Svg>
  );
}

/** Four tiles: the map of a volume's topics. */
export function MapIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.8" fill="currentColor" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="1.8" fill="currentColor" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.8" fill="currentColor" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="1.8" fill="currentColor" />
    </Svg>
  );
}

/** A padlock: a control for grown-ups. */
export function LockIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path
        d="M8 10.5V8a4 4 0 0 1 8 0v2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <rect x="5" y="10.5" width="14" height="10" rx="2.5" fill="currentColor" />
    </Svg>
  );
}

/** A wiping cloth: start the drawing again. */
export function EraseIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path
        d="M14.5 4.5l5 5-8.5 8.5H6.5l-2-2a1.5 1.5 0 0 1 0-2.1z"
        fill="currentColor"
        stroke="currentColor"
        strokeLinejoin="round"
      />
      <path d="M11 18h8.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}

/** A little hand picking: choose among pictures instead of drawing. */
export function PickIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <rect
        x="3"
        y="3"
        width="8"
        height="8"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <rect x="13" y="3" width="8" height="8" rx="2" fill="currentColor" />
      <rect
        x="3"
        y="13"
        width="8"
        height="8"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <rect
        x="13"
        y="13"
        width="8"
        height="8"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </Svg>
  );
}

/** A pencil: draw instead of choosing. */
export function PencilIcon({ className }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M4 20l1.2-4.8L15.8 4.6l3.6 3.6L8.8 18.8z" fill="currentColor" />
      <path d="M4 20l1.2-4.8 3.6 3.6z" fill="#ffd45c" />
    </Svg>
  );
}
