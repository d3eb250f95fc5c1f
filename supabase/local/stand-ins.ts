/**
 * Provider stand-ins served under /_local/<name> (PayPal, card provider). Each stand-in
 * module calls `registerLocalRoute(prefix, handler)` from ./http/local-routes when imported;
 * add one import line here per stand-in.
 */
export {};
