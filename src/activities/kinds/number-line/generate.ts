import { drawDistinct } from '@/activities/core/distinct';
import { ParamsReader } from '@/activities/core/params';
import type { Random } from '@/domain/random';
import type { BuildItem } from '@/domain/types';

/**
 * Number line: a frog sits on a number and hops forward to add or back to take away; the child
 * hops it, one number at a time, and checks where it lands.
 */
export interface NumberLineParams {
  /** The line's last number (it starts at 0). */
  to: number;
  operation: 'add' | 'take-away' | 'both';
  /** The most hops in one sum. */
  maxHops: number;
}

export function parseNumberLineParams(params: Record<string, unknown>): NumberLineParams {
  const read = new ParamsReader('number-line', params);
  const to = read.int('to', { min: 5, max: 20 }, 10);
  return {
    to,
    operation: read.oneOf('operation', ['add', 'take-away', 'both'] as const, 'add'),
    maxHops: read.int('maxHops', { min: 1, max: Math.min(9, to - 1) }, Math.min(5, to - 1)),
  };
}

interface Sum {
  start: number;
  hops: number;
  add: boolean;
}

function drawSum(params: NumberLineParams, random: Random): Sum {
  const add = params.operation === 'both' ? random.next() < 0.5 : params.operation === 'add';
  const hops = random.int(1, params.maxHops);
  const start = add ? random.int(0, params.to - hops) : random.int(hops, params.to);
  return { start, hops, add };
}

function lineItem({ start, hops, add }: Sum, index: number, to: number): BuildItem {
  const answer = add ? start + hops : start - hops;
  const way = add ? `hops on ${hops}` : `hops back ${hops}`;
  return {
    id: `${index}-${start}${add ? '+' : '-'}${hops}`,
    type: 'build',
    tool: 'line',
    picture: 'frog',
    start,
    size: to,
    answer,
    stem: {
      type: 'equation',
      left: { type: 'text', text: String(start) },
      operator: add ? '+' : '-',
      right: { type: 'text', text: String(hops) },
    },
    prompt: {
      text: 'Hop the frog to the answer.',
      speech: `The frog is on ${start}. It ${way}. Where does it land? ${start} ${add ? 'add' : 'take away'} ${hops}.`,
    },
    hint: `Hop ${add ? 'forward' : 'back'} one number at a time, and count ${hops} hops.`,
    praise: `Yes! ${start} ${add ? 'add' : 'take away'} ${hops} is ${answer}.`,
  };
}

export function generateNumberLine(params: NumberLineParams, random: Random, count: number) {
  return drawDistinct(
    count,
    random,
    (draw) => drawSum(params, draw),
    (sum) => `${sum.start}${sum.add ? '+' : '-'}${sum.hops}`,
  ).map((sum, index) => lineItem(sum, index, params.to));
}
