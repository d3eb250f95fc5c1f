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
    const count = () => {
      queuedContactMessages()
        .then((rows) => {
          if (!cancelled) setWaiting(rows.length);
        })
        .catch((error: unknown) => {
          console.error('The outbox could not be read:', error);
        });
    };
    count();
    const stop = onOutboxEvent((event) => {
      if (event.kind !== CONTACT_KIND) return;
      if (event.type === 'delivered') {
        delivered();
        setNotice({ type: 'delivered' });
      } else if (event.type === 'rejected') {
        const restored = rejected(event.payload as ContactMessage);
        setNotice({ type: 'rejected', reason: event.reason, restored });
      }
      count();
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, []);

  return { waiting, notice, clearNotice: () => setNotice(null) };
}
