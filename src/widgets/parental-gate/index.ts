/** The parental gate: a grown-up question in front of settings, payments and leaving play. */
export { forgetPass, GATE_PASS_MINUTES, hasRecentPass, rememberPass } from './gate-pass';
export {
  gateQuestion,
  isRightAnswer,
  numberFromWords,
  numberInWords,
  type GateQuestion,
} from './gate-question';
export { GrownUpsOnly } from './GrownUpsOnly';
export { ParentalGate, type ParentalGateProps } from './ParentalGate';
