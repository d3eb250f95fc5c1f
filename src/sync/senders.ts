import { CONTACT_KIND, deliverContactMessage } from './contact';
import { registerSender, type OutboxSender } from './outbox';

/** Every kind of outbox row the app delivers, and its sender. Add a kind here. */
export const SENDERS: Readonly<Record<string, OutboxSender>> = {
  [CONTACT_KIND]: deliverContactMessage as OutboxSender,
};

export function registerSenders(): void {
  for (const [kind, sender] of Object.entries(SENDERS)) registerSender(kind, sender);
}
