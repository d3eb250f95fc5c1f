/** Business constants from the specification (SPEC.md section 9), in one place. */

export const PRODUCT_NAME = 'Sprouts';

export const PRICE = 19;
export const LIST_PRICE = 49;
export const PRICE_SAVING = LIST_PRICE - PRICE;
export const CARD_CURRENCY = 'INR';
export const PAYPAL_CURRENCY = 'USD';

export const SUBSCRIPTION_DAYS = 365;
export const SUBSCRIPTION_STATUS_CACHE_KEY = 'subscriptionStatus';
export const SUBSCRIPTION_STATUS_CACHE_MS = 60 * 60 * 1000;

export const REDIRECT_AFTER_CARD_PAYMENT_MS = 3000;
export const REDIRECT_AFTER_PAYPAL_PAYMENT_MS = 4000;

export const MOBILE_MENU_BREAKPOINT_PX = 1150;

export const API_VERSION = 'v1';

export const MINIMUM_AGE = 13;
export const POLICIES_EFFECTIVE_DATE = '1 April 2025';

export const PASSWORD_MIN_LENGTH = 8;
