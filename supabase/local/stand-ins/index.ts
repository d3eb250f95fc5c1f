import { CARD_KEY_ID, CARD_KEY_SECRET, PAYPAL_CLIENT_ID, PAYPAL_SECRET } from '../keys';
import { CARD_PREFIX, createCardStandIn, type CardStandInOptions } from './card';
import type { StandInHandler } from './http';
import { PAYPAL_PREFIX, createPayPalStandIn, type PayPalStandInOptions } from './paypal';

export { CARD_PREFIX, signCardPayment } from './card';
export { PAYPAL_PREFIX } from './paypal';
export type { StandInContext, StandInHandler } from './http';

export interface StandInOptions {
  paypal?: PayPalStandInOptions;
  card?: CardStandInOptions;
}

/**
 * Mounts the PayPal and card provider stand-ins (development and tests only) with the
 * embedded backend's fixed credentials, each with its own in-memory orders.
 */
export function registerStandIns(
  registerLocalRoute: (prefix: string, handler: StandInHandler) => void,
  options: StandInOptions = {},
): void {
  registerLocalRoute(
    PAYPAL_PREFIX,
    createPayPalStandIn(options.paypal ?? { clientId: PAYPAL_CLIENT_ID, secret: PAYPAL_SECRET }),
  );
  registerLocalRoute(
    CARD_PREFIX,
    createCardStandIn(options.card ?? { keyId: CARD_KEY_ID, keySecret: CARD_KEY_SECRET }),
  );
}
