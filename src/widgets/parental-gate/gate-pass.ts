/**
 * A passed parental gate is remembered for a few minutes in this tab (sessionStorage), so a
 * parent changing settings and then paying is asked once, while a child picking the tablet up
 * later is asked again. Without storage the gate simply asks again next time.
 */
import { GATE_PASSED_UNTIL, readStored, removeStored, writeStored } from '@/storage';

export const GATE_PASS_MINUTES = 5;

export function hasRecentPass(now: number = Date.now()): boolean {
  const until = readStored(GATE_PASSED_UNTIL);
  // A pass from further ahead than its length means the clock was turned back: ignore it.
  return until !== null && until > now && until - now <= GATE_PASS_MINUTES * 60_000;
}

export function rememberPass(now: number = Date.now()): void {
  writeStored(GATE_PASSED_UNTIL, now + GATE_PASS_MINUTES * 60_000);
}

export function forgetPass(): void {
  removeStored(GATE_PASSED_UNTIL);
}
