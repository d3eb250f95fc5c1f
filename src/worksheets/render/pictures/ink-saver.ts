/**
 * Pictures for the ink saver: every colour becomes a light grey of the same lightness order,
 * so a picture keeps its shapes and shading but prints with little ink and no colour.
 */
import type { VectorPicture } from '../svg/vector-picture';

/** How much of the darkness of a colour is kept: 0.55 prints black as a mid grey. */
const KEEP_DARKNESS = 0.55;

function hexByte(value: number): string {
  return Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');
}

/** '#e53935' -> a grey as light as that red looks, lightened to save ink. */
export function inkSaverGrey(hex: string): string {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  if (!/^#[0-9a-f]{6}$/i.test(hex) || Number.isNaN(value)) return hex;
  const red = (value >> 16) & 0xff;
  const green = (value >> 8) & 0xff;
  const blue = value & 0xff;
  const luma = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  const grey = hexByte(255 - (255 - luma) * KEEP_DARKNESS);
  return `#${grey}${grey}${grey}`;
}

export function inkSaverPicture(picture: VectorPicture): VectorPicture {
  return {
    ...picture,
    shapes: picture.shapes.map((shape) => ({
      ...shape,
      fill: shape.fill ? inkSaverGrey(shape.fill) : null,
      stroke: shape.stroke ? { ...shape.stroke, colour: inkSaverGrey(shape.stroke.colour) } : null,
    })),
  };
}
