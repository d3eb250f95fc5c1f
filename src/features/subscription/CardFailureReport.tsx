import { CARD_FAILURE_LABELS, plainCardFailure, type CardFailure } from './card-outcomes';
import { PaymentFailureReport } from './PaymentFailureReport';

/**
 * A failed card payment: the provider's error code, description, source, step, reason, order
 * id and payment id (SPEC section 8) are its details for support.
 */
export function CardFailureReport({ failure }: { failure: CardFailure }) {
  return (
    <PaymentFailureReport
      summary={plainCardFailure(failure)}
      details={CARD_FAILURE_LABELS.map(([field, label]) => [label, failure[field]] as const)}
      next="You can try again with Subscribe Now."
    />
  );
}
