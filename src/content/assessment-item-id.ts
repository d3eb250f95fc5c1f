/** Joins an assessment item's topic id to the item's own id (topic ids never contain it). */
const ITEM_TOPIC_SEPARATOR = ':';

/** The id of an assessment item drawn from a topic: unique across the mixed round. */
export function assessmentItemId(topicId: string, itemId: string): string {
  return `${topicId}${ITEM_TOPIC_SEPARATOR}${itemId}`;
}

/** The topic an assessment item was drawn from, read from its id; null when it names none. */
export function assessmentItemTopic(itemId: string): string | null {
  const end = itemId.indexOf(ITEM_TOPIC_SEPARATOR);
  return end > 0 ? itemId.slice(0, end) : null;
}
