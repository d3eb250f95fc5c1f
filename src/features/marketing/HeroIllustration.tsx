/** The home page picture: a sprout growing beside letter and number blocks under a sun. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 480 392" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id="hero-window">
          <circle cx="240" cy="200" r="190" />
        </clipPath>
      </defs>
      <circle cx="240" cy="200" r="190" fill="#dcefff" />
      <g>
        <circle cx="380" cy="80" r="40" fill="#ffd45c" />
        <g stroke="#f2b705" strokeWidth="7" strokeLinecap="round">
          <path d="M380 16v14M380 130v14M316 80h14M430 80h14M335 35l10 10M415 115l10 10M335 125l10-10M415 45l10-10" />
        </g>
      </g>
      <path d="M60 120c0-14 12-24 26-22 6-12 24-14 32-2 14-2 24 10 20 24H60Z" fill="#ffffff" />
      <g clipPath="url(#hero-window)">
        <path d="M0 300c70-60 150-70 240-40s170 20 240-20v160H0Z" fill="#5cb377" />
        <path d="M0 336c90-30 170-30 260-6s150 14 220-10v80H0Z" fill="#2f7d4f" />
      </g>
      <g>
        <rect x="84" y="232" width="64" height="64" rx="10" fill="#b4490c" />
        <rect x="156" y="244" width="52" height="52" rx="9" fill="#1d5d99" />
        <rect x="116" y="176" width="56" height="56" rx="9" fill="#a4286a" />
        <g
          fill="#ffffff"
          fontFamily="Lexend, system-ui, sans-serif"
          fontWeight="700"
          textAnchor="middle"
        >
          <text x="116" y="278" fontSize="40">
            A
          </text>
          <text x="182" y="284" fontSize="34">
            2
          </text>
          <text x="144" y="218" fontSize="34">
            b
          </text>
        </g>
      </g>
      <g>
        <ellipse cx="318" cy="300" rx="54" ry="13" fill="#8a5a2b" />
        <path
          d="M318 298V190"
          stroke="#21603a"
          strokeWidth="10"
          strokeLinecap="round"
          fill="none"
        />
        <path d="M316 226c-42 0-74-26-74-70 42 0 74 26 74 70Z" fill="#8fd19e" />
        <path d="M320 202c0-46 32-78 80-78 0 46-32 78-80 78Z" fill="#3f9a5c" />
        <path
          d="M316 226c-16-16-36-36-52-54M320 202c18-20 38-42 58-58"
          stroke="#e4f2e8"
          strokeWidth="4"
          strokeLinecap="round"
          fill="none"
        />
      </g>
      <g fill="#ffd45c" stroke="#b4490c" strokeWidth="3" strokeLinejoin="round">
        <path d="M226 98l8 16 18 3-13 12 3 18-16-9-16 9 3-18-13-12 18-3Z" />
        <path d="M420 200l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2Z" />
      </g>
    </svg>
  );
}
