import { useEffect, useEffectEvent, useState } from 'react';
import type { ContactMessage } from '@/backend/contact';
import { CONTACT_KIND, onOutboxEvent, queuedContactMessages } from '@/sync';

export type OutboxNotice =
  | { type: 'delivered' }
  /** `restored`: the text was put back in the form. */
  | { type: 'rejected'; reason: string; restored: boolean };

export interface OutboxCallbacks {
  /** A queued message reached the server. */
  onDelivered(): void;
  /** The server refused a queued message for good; answers whether its text was put back. */
  onRejected(message: ContactMessage): boolean;
}

/**
 * Contact messages waiting in the device outbox, and what happens to them while the page is
 * open: sent, or refused by the server for good.
 */
export function useContactOutbox({ onDelivered, onRejected }: OutboxCallbacks) {
  const [waiting, setWaiting] = useState(0);
  const [notice, setNotice] = useState<OutboxNotice | null>(null);
  const delivered = useEffectEvent(onDelivered);
  const rejected = useEffectEvent(onRejected);

  useEffect(() => {
    let cancelled = false;
    // The notice and the new count land in one render, so a sent message is never announced
    // while it is still counted as waiting.
    const refresh = (next?: OutboxNotice) => {
      queuedContactMessages()
        .then((rows) => {
          if (cancelled) return;
          setWaiting(rows.length);
          if (next) setNotice(next);
        })
        .catch((error: unknown) => {
          console.error('The outbox could not be read:', error);
          if (!cancelled && next) setNotice(next);
        });
    };
    refresh();
    const stop = onOutboxEvent((event) => {
      if (event.kind !== CONTACT_KIND) return;
      if (event.type === 'delivered') {
        delivered();
        refresh({ type: 'delivered' });
      } else if (event.type === 'rejected') {
        const restored = rejected(event.payload as ContactMessage);
        refresh({ type: 'rejected', reason: event.reason, restored });
      } else {
        refresh();
      }
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, []);

  return { waiting, notice, clearNotice: () => setNotice(null) };
}
