import {
  basicCredentials,
  browserScript,
  isRecord,
  javascript,
  json,
  preflight,
  publicBase,
  randomId,
  readBody,
  type StandInContext,
  type StandInHandler,
} from './http';

/**
 * PayPal's REST API (OAuth token, Orders v2) and JS SDK for development and tests, under
 * /_local/paypal. The buyer's choice in the SDK stand-in's checkout dialog decides what the
 * capture answers, with PayPal's real shapes: COMPLETED, or 422 INSTRUMENT_DECLINED (after
 * which the buyer may choose again), or 422 TRANSACTION_REFUSED.
 */
export const PAYPAL_PREFIX = '/_local/paypal';

export type BuyerChoice = 'approve' | 'decline' | 'error' | 'cancel';
const CHOICES: readonly BuyerChoice[] = ['approve', 'decline', 'error', 'cancel'];

interface Amount {
  currency_code: string;
  value: string;
}

interface PurchaseUnit {
  reference_id: string;
  amount: Amount;
  custom_id?: string;
  description?: string;
}

interface StandInOrder {
  id: string;
  intent: 'CAPTURE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  purchaseUnits: PurchaseUnit[];
  choice: Exclude<BuyerChoice, 'cancel'> | null;
  payerId: string | null;
  captures: Record<string, unknown>[];
  createTime: string;
  updateTime: string;
}

export interface PayPalStandInOptions {
  clientId: string;
  secret: string;
}

const TOKEN_SECONDS = 32_400;
const BUYER = {
  name: { given_name: 'Test', surname: 'Buyer' },
  email_address: 'buyer@paypal.sprouts.test',
};

function debugId(): string {
  return randomId(13, '0123456789abcdef');
}

function paypalError(
  status: number,
  name: string,
  message: string,
  details: { issue: string; description: string; field?: string }[] = [],
): Response {
  return json(status, {
    name,
    message,
    debug_id: debugId(),
    details,
    links: details[0]
      ? [
          {
            href: `https://developer.paypal.com/docs/api/orders/v2/#error-${details[0].issue}`,
            rel: 'information_link',
            method: 'GET',
          },
        ]
      : [],
  });
}

const UNPROCESSABLE =
  'The requested action could not be performed, semantically incorrect, or failed business validation.';

const errors = {
  authentication: () =>
    json(401, {
      name: 'AUTHENTICATION_FAILURE',
      message:
        'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      links: [],
    }),
  notFound: () =>
    paypalError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', [
      {
        issue: 'INVALID_RESOURCE_ID',
        description:
          'Specified resource ID does not exist. Please check the resource ID and try again.',
      },
    ]),
  invalidRequest: (field: string, description: string) =>
    paypalError(
      400,
      'INVALID_REQUEST',
      'Request is not well-formed, syntactically incorrect, or violates schema.',
      [{ field, issue: 'INVALID_PARAMETER_VALUE', description }],
    ),
  unprocessable: (issue: string, description: string) =>
    paypalError(422, 'UNPROCESSABLE_ENTITY', UNPROCESSABLE, [{ issue, description }]),
};

function parsePurchaseUnits(
  value: unknown,
): PurchaseUnit[] | { field: string; description: string } {
  if (!Array.isArray(value) || value.length === 0) {
    return { field: '/purchase_units', description: 'At least one purchase unit is required.' };
  }
  const units: PurchaseUnit[] = [];
  for (const [index, unit] of value.entries()) {
    const amount: unknown = isRecord(unit) ? unit.amount : undefined;
    if (
      !isRecord(unit) ||
      !isRecord(amount) ||
      typeof amount.currency_code !== 'string' ||
      !/^[A-Z]{3}$/.test(amount.currency_code) ||
      typeof amount.value !== 'string' ||
      !/^\d{1,10}(\.\d{2})?$/.test(amount.value)
    ) {
      return {
        field: `/purchase_units/${index}/amount`,
        description: 'The amount needs a currency_code and a decimal value.',
      };
    }
    units.push({
      reference_id: typeof unit.reference_id === 'string' ? unit.reference_id : 'default',
      amount: { currency_code: amount.currency_code, value: amount.value },
      ...(typeof unit.custom_id === 'string' ? { custom_id: unit.custom_id } : {}),
      ...(typeof unit.description === 'string' ? { description: unit.description } : {}),
    });
  }
  return units;
}

export function createPayPalStandIn(options: PayPalStandInOptions): StandInHandler {
  const tokens = new Set<string>();
  const orders = new Map<string, StandInOrder>();
  /** Answers already given, by PayPal-Request-Id and path: a retried call gets the same answer. */
  const replies = new Map<string, { status: number; body: unknown }>();
  const sdkScript = browserScript('paypal-sdk.browser.js');

  function orderJson(order: StandInOrder, base: string): Record<string, unknown> {
    const self = `${base}${PAYPAL_PREFIX}/v2/checkout/orders/${order.id}`;
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      ...(order.payerId
        ? {
            payment_source: {
              paypal: { ...BUYER, account_id: order.payerId, account_status: 'VERIFIED' },
            },
            payer: { ...BUYER, payer_id: order.payerId },
          }
        : {}),
      purchase_units: order.purchaseUnits.map((unit, index) => ({
        ...unit,
        ...(order.status === 'COMPLETED' && index === 0
          ? { payments: { captures: order.captures } }
          : {}),
      })),
      create_time: order.createTime,
      update_time: order.updateTime,
      links:
        order.status === 'COMPLETED'
          ? [{ href: self, rel: 'self', method: 'GET' }]
          : [
              { href: self, rel: 'self', method: 'GET' },
              {
                href: `${base}${PAYPAL_PREFIX}/checkout/${order.id}`,
                rel: 'approve',
                method: 'GET',
              },
              { href: self, rel: 'update', method: 'PATCH' },
              { href: `${self}/capture`, rel: 'capture', method: 'POST' },
            ],
    };
  }

  /** Replays the answer to a repeated PayPal-Request-Id, or computes and remembers a new one. */
  async function idempotent(
    request: Request,
    path: string,
    compute: () => Promise<Response>,
  ): Promise<Response> {
    const requestId = request.headers.get('paypal-request-id');
    const key = requestId ? `${path} ${requestId}` : undefined;
    const known = key ? replies.get(key) : undefined;
    if (known) return json(known.status, known.body);
    const response = await compute();
    if (key) replies.set(key, { status: response.status, body: await response.clone().json() });
    return response;
  }

  function issueToken(request: Request, body: string): Response {
    const credentials = basicCredentials(request);
    if (credentials?.user !== options.clientId || credentials.password !== options.secret) {
      return json(401, {
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      });
    }
    if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
      return json(400, {
        error: 'unsupported_grant_type',
        error_description: 'Grant Type is NULL or not supported',
      });
    }
    const token = `A21AA${randomId(40)}`;
    tokens.add(token);
    return json(200, {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-SPROUTS-LOCAL',
      expires_in: TOKEN_SECONDS,
      nonce: `${new Date().toISOString()}${randomId(8)}`,
    });
  }

  function authorized(request: Request): boolean {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    return token !== undefined && tokens.has(token);
  }

  async function createOrder(request: Request, base: string): Promise<Response> {
    const body = await readBody(request);
    if (!isRecord(body)) return errors.invalidRequest('/', 'The body must be a JSON object.');
    if (body.intent !== 'CAPTURE') {
      return errors.invalidRequest('/intent', 'Only intent CAPTURE is supported here.');
    }
    const units = parsePurchaseUnits(body.purchase_units);
    if (!Array.isArray(units)) return errors.invalidRequest(units.field, units.description);
    const now = new Date().toISOString();
    const order: StandInOrder = {
      id: `PAYPAL-ORDER-${randomId(17, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ')}`,
      intent: 'CAPTURE',
      status: 'CREATED',
      purchaseUnits: units,
      choice: null,
      payerId: null,
      captures: [],
      createTime: now,
      updateTime: now,
    };
    orders.set(order.id, order);
    return json(201, orderJson(order, base));
  }

  function capture(order: StandInOrder, base: string): Response {
    if (order.status === 'COMPLETED') {
      return errors.unprocessable(
        'ORDER_ALREADY_CAPTURED',
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    }
    const choice = order.choice;
    if (order.status !== 'APPROVED' || choice === null) {
      return errors.unprocessable(
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      );
    }
    if (choice !== 'approve') {
      // The buyer goes back to the checkout (actions.restart()) and chooses again.
      order.status = 'CREATED';
      order.choice = null;
      return choice === 'decline'
        ? errors.unprocessable(
            'INSTRUMENT_DECLINED',
            "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
          )
        : errors.unprocessable('TRANSACTION_REFUSED', 'The request was refused.');
    }
    const now = new Date().toISOString();
    const unit = order.purchaseUnits[0] as PurchaseUnit;
    order.status = 'COMPLETED';
    order.updateTime = now;
    order.captures = [
      {
        id: randomId(17, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        status: 'COMPLETED',
        amount: { ...unit.amount },
        final_capture: true,
        seller_protection: { status: 'ELIGIBLE' },
        ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
        create_time: now,
        update_time: now,
      },
    ];
    return json(201, orderJson(order, base));
  }

  async function recordChoice(request: Request, order: StandInOrder): Promise<Response> {
    const body = await readBody(request);
    const choice = isRecord(body) ? body.choice : undefined;
    if (typeof choice !== 'string' || !CHOICES.includes(choice as BuyerChoice)) {
      return json(400, { message: `choice must be one of ${CHOICES.join(', ')}` });
    }
    if (order.status === 'COMPLETED') {
      return json(409, { message: 'This order is already paid.' });
    }
    if (choice === 'cancel') {
      order.status = 'CREATED';
      order.choice = null;
    } else {
      order.status = 'APPROVED';
      order.choice = choice as StandInOrder['choice'];
      order.payerId ??= randomId(13, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    }
    order.updateTime = new Date().toISOString();
    return json(200, checkoutJson(order));
  }

  /** What the stand-in checkout dialog shows and records. */
  function checkoutJson(order: StandInOrder): Record<string, unknown> {
    return {
      id: order.id,
      status: order.status,
      choice: order.choice,
      payer_id: order.payerId,
      amount: order.purchaseUnits[0]?.amount,
      description: order.purchaseUnits[0]?.description ?? null,
    };
  }

  return async (request: Request, context?: StandInContext): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.slice(PAYPAL_PREFIX.length) || '/';
    const method = request.method;
    const base = publicBase(request, context);
    if (method === 'OPTIONS') return preflight();

    if (path === '/sdk/js' && (method === 'GET' || method === 'HEAD')) {
      if (!url.searchParams.get('client-id')) {
        return new Response('throw new Error("SDK Validation error: \'client-id\' is required");', {
          status: 400,
          headers: { 'content-type': 'application/javascript; charset=utf-8' },
        });
      }
      return javascript(await sdkScript());
    }
    if (path === '/v1/oauth2/token' && method === 'POST') {
      return issueToken(request, await request.text());
    }

    const checkout = /^\/checkout\/([^/]+)(\/choice)?$/.exec(path);
    if (checkout) {
      const order = orders.get(decodeURIComponent(checkout[1] as string));
      if (!order) return json(404, { message: 'No such order' });
      if (checkout[2] && method === 'POST') return recordChoice(request, order);
      if (!checkout[2] && method === 'GET') return json(200, checkoutJson(order));
      return json(405, { message: 'Method not allowed' });
    }

    const orderPath = /^\/v2\/checkout\/orders(?:\/([^/]+)(\/capture)?)?$/.exec(path);
    if (!orderPath) return errors.notFound();
    if (!authorized(request)) return errors.authentication();
    const [, rawId, captureSuffix] = orderPath;
    if (!rawId) {
      if (method !== 'POST') return json(405, { message: 'Method not allowed' });
      return idempotent(request, path, () => createOrder(request, base));
    }
    const order = orders.get(decodeURIComponent(rawId));
    if (captureSuffix) {
      if (method !== 'POST') return json(405, { message: 'Method not allowed' });
      return idempotent(request, path, async () =>
        order ? capture(order, base) : errors.notFound(),
      );
    }
    if (method !== 'GET') return json(405, { message: 'Method not allowed' });
    return order ? json(200, orderJson(order, base)) : errors.notFound();
  };
}
