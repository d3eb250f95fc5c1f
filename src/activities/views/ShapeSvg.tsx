import type { ColourName, ShapeName } from '@/domain/types';
import { COLOUR_VALUES } from './colours';

const OUTLINE = '#1f2a24';

function starPoints(): string {
  return Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? 46 : 19;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(50 + radius * Math.cos(angle)).toFixed(1)},${(54 + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

const STAR = starPoints();

function Outline({ shape }: { shape: ShapeName }) {
  switch (shape) {
    case 'circle':
      return <circle cx="50" cy="50" r="42" />;
    case 'square':
      return <rect x="12" y="12" width="76" height="76" rx="3" />;
    case 'triangle':
      return <polygon points="50,8 94,88 6,88" strokeLinejoin="round" />;
    case 'rectangle':
      return <rect x="4" y="24" width="92" height="52" rx="3" />;
    case 'star':
      return <polygon points={STAR} strokeLinejoin="round" />;
    case 'heart':
      return (
        <path d="M50 88 C20 66 6 50 6 32 C6 18 17 8 30 8 C40 8 47 14 50 22 C53 14 60 8 70 8 C83 8 94 18 94 32 C94 50 80 66 50 88 Z" />
      );
    case 'oval':
      return <ellipse cx="50" cy="50" rx="30" ry="44" />;
    case 'diamond':
      return <polygon points="50,4 88,50 50,96 12,50" strokeLinejoin="round" />;
  }
}

/** A shape filled with a colour, outlined so white and yellow shapes still show. Decorative. */
export function ShapeSvg({
  shape,
  colour = 'blue',
  className,
}: {
  shape: ShapeName;
  colour?: ColourName | undefined;
  className?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
      fill={COLOUR_VALUES[colour]}
      stroke={OUTLINE}
      strokeWidth="3"
    >
      <Outline shape={shape} />
    </svg>
  );
}
