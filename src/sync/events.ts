/** What happened to outbox rows, for anyone who wants to tell the parent. */
export type OutboxEvent =
  | { type: 'queued'; kind: string; seq: number; payload: unknown }
  | { type: 'delivered'; kind: string; seq: number; payload: unknown }
  | { type: 'rejected'; kind: string; seq: number; payload: unknown; reason: string }
  | {
      type: 'deferred';
      kind: string;
      seq: number;
      payload: unknown;
      reason: string;
      attempts: number;
      nextAttemptAt: number;
    };

export type OutboxListener = (event: OutboxEvent) => void;

const listeners = new Set<OutboxListener>();

export function onOutboxEvent(listener: OutboxListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitOutboxEvent(event: OutboxEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('An outbox listener failed:', error);
    }
  }
}
