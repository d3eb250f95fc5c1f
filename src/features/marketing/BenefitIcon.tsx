export type BenefitIconName = 'play' | 'print' | 'offline' | 'progress' | 'volumes' | 'grades';

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Small line icons for the benefits list. Decorative. */
export function BenefitIcon({ name, className }: { name: BenefitIconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      {name === 'play' ? (
        <>
          <rect x="6" y="3" width="20" height="26" rx="3" {...STROKE} />
          <path d="M13 11v10l8-5Z" {...STROKE} />
        </>
      ) : null}
      {name === 'print' ? (
        <>
          <path
            d="M9 12V4h14v8M9 24H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h20a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-3"
            {...STROKE}
          />
          <rect x="9" y="19" width="14" height="9" rx="1" {...STROKE} />
        </>
      ) : null}
      {name === 'offline' ? (
        <>
          <path d="M9 24h14a6 6 0 0 0 .8-11.95A8 8 0 0 0 8.3 14 5 5 0 0 0 9 24Z" {...STROKE} />
          <path d="M12.5 18l2.5 2.5 5-5" {...STROKE} />
        </>
      ) : null}
      {name === 'progress' ? (
        <>
          <path d="M5 27h22" {...STROKE} />
          <rect x="7" y="17" width="4" height="10" rx="1" {...STROKE} />
          <rect x="14" y="11" width="4" height="16" rx="1" {...STROKE} />
          <rect x="21" y="5" width="4" height="22" rx="1" {...STROKE} />
        </>
      ) : null}
      {name === 'volumes' ? (
        <>
          <rect x="4" y="6" width="6" height="21" rx="1" {...STROKE} />
          <rect x="11" y="6" width="6" height="21" rx="1" {...STROKE} />
          <path d="M19 8.5l5.5-1.6 4 19.2-5.5 1.6Z" {...STROKE} />
        </>
      ) : null}
      {name === 'grades' ? (
        <>
          <path d="M16 27V15" {...STROKE} />
          <path
            d="M16 18c-6 0-10-4-10-10 6 0 10 4 10 10ZM16 15c0-6 4-10 10-10 0 6-4 10-10 10Z"
            {...STROKE}
          />
        </>
      ) : null}
    </svg>
  );
}
