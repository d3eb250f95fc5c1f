/**
 * Easier and harder worksheets: the topic's activity with one or more of its parameters
 * turned (fewer or more choices, smaller or larger numbers), wherever its kind has one.
 */
import { getKind } from '@/activities/registry';
import type { TopicSpec } from '@/domain/types';
import { LEVEL_RULES } from './rules';
import type { Direction } from './turns';

export type WorksheetLevel = 'easier' | 'played' | 'harder';

export const WORKSHEET_LEVELS: readonly WorksheetLevel[] = ['easier', 'played', 'harder'];

/** How the levels are named to parents and on the sheet. */
export const LEVEL_LABELS: Record<WorksheetLevel, string> = {
  easier: 'Easier',
  played: 'As played',
  harder: 'Harder',
};

function parsed(topic: TopicSpec, params: Record<string, unknown>): Record<string, unknown> | null {
  try {
    return getKind(topic.kind).parseParams(params) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function turned(topic: TopicSpec, direction: Direction): Record<string, unknown> | null {
  const original = parsed(topic, topic.params);
  if (!original) return null;
  let params = topic.params;
  let current = original;
  for (const turn of LEVEL_RULES[topic.kind]) {
    for (const candidate of turn.candidates(turn.read(current), direction)) {
      const next = { ...params, [turn.param]: candidate };
      const checked = parsed(topic, next);
      if (checked && JSON.stringify(checked) !== JSON.stringify(current)) {
        params = next;
        current = checked;
        break;
      }
    }
  }
  return current === original ? null : params;
}

/** The topic at a level, or null when its kind has nothing to turn that way. */
export function levelTopic(topic: TopicSpec, level: WorksheetLevel): TopicSpec | null {
  if (level === 'played') return topic;
  const params = turned(topic, level);
  return params ? { ...topic, params } : null;
}

/** The levels a topic's worksheet comes in: 'played' always, easier and harder when they exist. */
export function topicLevels(topic: TopicSpec): WorksheetLevel[] {
  return WORKSHEET_LEVELS.filter((level) => levelTopic(topic, level) !== null);
}
