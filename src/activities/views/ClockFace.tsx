/** A clock face at a time to the hour: numbers 1 to 12, a short hour hand, a long minute hand on 12. */
export function ClockFace({ hour, className }: { hour: number; className: string | undefined }) {
  const angle = ((hour % 12) / 12) * 360;
  return (
    <svg className={className} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <circle cx="50" cy="50" r="46" fill="#ffffff" stroke="#1f2a24" strokeWidth="4" />
      {Array.from({ length: 12 }, (_, index) => {
        const number = index + 1;
        const turn = (number / 12) * 2 * Math.PI;
        return (
          <text
            key={number}
            x={50 + 35 * Math.sin(turn)}
            y={50 - 35 * Math.cos(turn) + 4.5}
            textAnchor="middle"
            fontSize="12"
            fontWeight="700"
            fill="#1f2a24"
          >
            {number}
          </text>
        );
      })}
      <line
        x1="50"
        y1="50"
        x2="50"
        y2="23"
        stroke="#1d5d99"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <line
        x1="50"
        y1="50"
        x2="50"
        y2="33"
        stroke="#b4490c"
        strokeWidth="6"
        strokeLinecap="round"
        transform={`rotate(${angle} 50 50)`}
      />
      <circle cx="50" cy="50" r="4" fill="#1f2a24" />
    </svg>
  );
}
