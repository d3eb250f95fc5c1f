import { drawDistinct, range } from '@/activities/core/distinct';
import { ParamsReader } from '@/activities/core/params';
import type { Random } from '@/domain/random';
import type { Choice, ChoiceItem } from '@/domain/types';

/**
 * Time to the hour. 'read': a clock is shown and the child picks its time ('3 o'clock');
 * 'find': a time is said and the child finds the clock that shows it.
 */
export interface ClockParams {
  hours: number[];
  mode: 'read' | 'find';
  choices: number;
}

const HOURS = range(1, 12);

export function parseClockParams(params: Record<string, unknown>): ClockParams {
  const read = new ParamsReader('clock', params);
  const hours: unknown = params.hours ?? HOURS;
  if (
    !Array.isArray(hours) ||
    hours.length < 3 ||
    hours.some((hour) => typeof hour !== 'number' || !HOURS.includes(hour))
  ) {
    return read.fail('hours must list at least 3 hours from 1 to 12');
  }
  const choices = read.int('choices', { min: 2, max: 4 }, 3);
  if (choices > hours.length) read.fail('choices must not be more than the hours');
  return {
    hours: [...(hours as number[])],
    mode: read.oneOf('mode', ['read', 'find'] as const, 'read'),
    choices,
  };
}

const said = (hour: number) => `${hour} o'clock`;

function hourChoice(hour: number, mode: ClockParams['mode']): Choice {
  return {
    id: `hour-${hour}`,
    visual: mode === 'read' ? { type: 'text', text: said(hour) } : { type: 'clock', hour },
    speech: said(hour),
    feedback: `That is ${said(hour)}. Look at the short hand. Try again!`,
  };
}

function clockItem(hour: number, index: number, params: ClockParams, random: Random): ChoiceItem {
  const others = random.sample(
    params.hours.filter((other) => other !== hour),
    params.choices - 1,
  );
  const choices = random.shuffle([hour, ...others]).map((each) => hourChoice(each, params.mode));
  const hint = 'The short hand points to the hour. The long hand points straight up to 12.';
  if (params.mode === 'read') {
    return {
      id: `${index}-read-${hour}`,
      type: 'choice',
      stem: { type: 'visual', visual: { type: 'clock', hour } },
      prompt: { text: 'What time is it?', speech: 'Look at the clock. What time is it?' },
      choices,
      answer: `hour-${hour}`,
      hint,
      praise: `Yes! The short hand is on ${hour}: it is ${said(hour)}.`,
    };
  }
  return {
    id: `${index}-find-${hour}`,
    type: 'choice',
    stem: { type: 'visual', visual: { type: 'text', text: said(hour) } },
    prompt: { text: `Find ${said(hour)}.`, speech: `Which clock shows ${said(hour)}?` },
    choices,
    answer: `hour-${hour}`,
    hint,
    praise: `Yes! That clock shows ${said(hour)}.`,
  };
}

export function generateClock(params: ClockParams, random: Random, count: number) {
  return drawDistinct(count, random, (draw) => draw.pick(params.hours), String).map((hour, index) =>
    clockItem(hour, index, params, random),
  );
}
