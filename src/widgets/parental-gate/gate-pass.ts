/**
 * A passed parental gate is remembered for a few minutes in this tab (sessionStorage), so a
 * parent changing settings and then paying is asked once, while a child picking the tablet up
 * later is asked again.
 */

export const GATE_PASS_KEY = 'sprouts.gatePassedUntil';
export const GATE_PASS_MINUTES = 5;

function store(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function hasRecentPass(now: number = Date.now()): boolean {
  try {
    const until = Number(store()?.getItem(GATE_PASS_KEY));
    // A pass from further ahead than its length means the clock was turned back: ignore it.
    return Number.isFinite(until) && until > now && until - now <= GATE_PASS_MINUTES * 60_000;
  } catch {
    return false;
  }
}

export function rememberPass(now: number = Date.now()): void {
  try {
    store()?.setItem(GATE_PASS_KEY, String(now + GATE_PASS_MINUTES * 60_000));
  } catch {
    // Without storage the gate simply asks again next time.
  }
}

export function forgetPass(): void {
  try {
    store()?.removeItem(GATE_PASS_KEY);
  } catch {
    // Nothing to forget.
  }
}
