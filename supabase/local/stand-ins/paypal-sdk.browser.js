// The PayPal JS SDK as Sprouts uses it, for development and tests (served at
// /_local/paypal/sdk/js, react-paypal-js's `sdkBaseUrl`). It defines `window.paypal.Buttons`
// with the real contract (onClick, createOrder, onApprove with actions.restart, onCancel,
// onError) and replaces PayPal's pop-up with a small in-page dialog where the buyer approves,
// has the card declined, or meets a payment error. No real payment is ever made.
(() => {
  'use strict';

  const script = document.currentScript;
  const scriptUrl = new URL(script && script.src ? script.src : window.location.href);
  const base = `${scriptUrl.origin}${scriptUrl.pathname.replace(/\/sdk\/js$/, '')}`;
  const namespace = (script && script.getAttribute('data-namespace')) || 'paypal';
  const FUNDING = {
    PAYPAL: 'paypal',
    CARD: 'card',
    CREDIT: 'credit',
    PAYLATER: 'paylater',
    VENMO: 'venmo',
  };
  const LABELS = { paypal: 'PayPal', card: 'Debit or Credit Card' };

  async function postJson(path, body) {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = await response.json().catch(() => ({}));
    if (!response.ok)
      throw new Error(json.message || `PayPal checkout answered ${response.status}`);
    return json;
  }

  async function getJson(path) {
    const response = await fetch(`${base}${path}`);
    const json = await response.json().catch(() => ({}));
    if (!response.ok)
      throw new Error(json.message || `PayPal checkout answered ${response.status}`);
    return json;
  }

  function formatAmount(amount) {
    if (!amount) return '';
    const value = Number(amount.value);
    try {
      return new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: amount.currency_code,
      }).format(value);
    } catch {
      return `${amount.value} ${amount.currency_code}`;
    }
  }

  function element(tag, attributes, text) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  const BUTTON_STYLE = {
    paypal: 'background:#ffc439;color:#111111;',
    card: 'background:#2c2e2f;color:#ffffff;',
  };
  const BASE_BUTTON_STYLE =
    'display:block;width:100%;min-height:48px;border:0;border-radius:24px;font:600 16px/1.2 system-ui,sans-serif;cursor:pointer;padding:12px 16px;';

  let dialogCount = 0;

  function Buttons(options) {
    const props = options || {};
    const sources = props.fundingSource ? [props.fundingSource] : [FUNDING.PAYPAL, FUNDING.CARD];
    let wrapper = null;
    let overlay = null;
    let disabled = false;
    let busy = false;
    let closed = false;

    function reportError(error) {
      const err = error && typeof error.message === 'string' ? error : new Error(String(error));
      if (typeof props.onError === 'function') props.onError(err);
      else console.error(err);
    }

    function closeDialog(trigger) {
      if (overlay) overlay.remove();
      overlay = null;
      if (trigger && trigger.isConnected) trigger.focus();
    }

    async function choose(choice, context, dialogButtons, status) {
      for (const button of dialogButtons) button.disabled = true;
      let recorded;
      try {
        recorded = await postJson(`/checkout/${encodeURIComponent(context.orderID)}/choice`, {
          choice,
        });
      } catch (error) {
        status.textContent = `Could not reach the checkout: ${error.message}`;
        for (const button of dialogButtons) button.disabled = false;
        return;
      }
      closeDialog(context.trigger);
      if (choice === 'cancel') {
        if (typeof props.onCancel === 'function') props.onCancel({ orderID: context.orderID });
        return;
      }
      if (typeof props.onApprove !== 'function') return;
      const data = {
        orderID: context.orderID,
        payerID: recorded.payer_id,
        paymentID: null,
        billingToken: null,
        facilitatorAccessToken: 'local-checkout',
        paymentSource: context.fundingSource,
      };
      const actions = {
        restart: () => {
          void openDialog(context);
          return Promise.resolve();
        },
        redirect: (url) => window.location.assign(url),
        order: {
          get: () => getJson(`/checkout/${encodeURIComponent(context.orderID)}`),
          capture: () =>
            Promise.reject(new Error('Capture the order on the server with the Orders API.')),
        },
      };
      try {
        await props.onApprove(data, actions);
      } catch (error) {
        reportError(error);
      }
    }

    async function openDialog(context) {
      if (closed) return;
      let order;
      try {
        order = await getJson(`/checkout/${encodeURIComponent(context.orderID)}`);
      } catch (error) {
        reportError(error);
        return;
      }
      closeDialog();
      dialogCount += 1;
      const titleId = `paypal-local-checkout-title-${dialogCount}`;
      const descriptionId = `paypal-local-checkout-description-${dialogCount}`;
      overlay = element('div', {
        'data-paypal-local-checkout': '',
        style:
          'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(17,17,17,0.55);',
      });
      const dialog = element('div', {
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': titleId,
        'aria-describedby': descriptionId,
        style:
          'box-sizing:border-box;width:100%;max-width:400px;max-height:100%;overflow:auto;padding:24px;border-radius:12px;background:#ffffff;color:#1f2933;font:16px/1.5 system-ui,sans-serif;box-shadow:0 12px 40px rgba(0,0,0,0.3);',
      });
      const title = element(
        'h2',
        { id: titleId, style: 'margin:0 0 8px;font-size:22px;color:#003087;' },
        'PayPal',
      );
      const description = element(
        'p',
        { id: descriptionId, style: 'margin:0 0 4px;' },
        `Pay ${formatAmount(order.amount)}${order.description ? ` for ${order.description}` : ''}.`,
      );
      const note = element(
        'p',
        { style: 'margin:0 0 16px;font-size:14px;color:#4a5561;' },
        'Local test checkout: no real payment is made.',
      );
      const status = element('p', {
        role: 'status',
        'aria-live': 'polite',
        style: 'margin:8px 0 0;color:#9b1c1c;',
      });
      const choices = [
        ['approve', 'Approve payment', 'background:#0070ba;color:#ffffff;'],
        ['decline', 'Decline card', 'background:#ffffff;color:#9b1c1c;border:2px solid #9b1c1c;'],
        ['error', 'Payment error', 'background:#ffffff;color:#7a4100;border:2px solid #7a4100;'],
        ['cancel', 'Cancel', 'background:#ffffff;color:#1f2933;border:2px solid #4a5561;'],
      ];
      const dialogButtons = choices.map(([choice, label, style]) => {
        const button = element(
          'button',
          { type: 'button', style: `${BASE_BUTTON_STYLE}${style}margin-top:12px;` },
          label,
        );
        button.addEventListener('click', () => void choose(choice, context, dialogButtons, status));
        return button;
      });
      dialog.append(title, description, note, ...dialogButtons, status);
      overlay.append(dialog);
      overlay.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          void choose('cancel', context, dialogButtons, status);
        } else if (event.key === 'Tab') {
          const first = dialogButtons[0];
          const last = dialogButtons[dialogButtons.length - 1];
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first.focus();
          }
        }
      });
      document.body.append(overlay);
      dialogButtons[0].focus();
    }

    async function start(fundingSource, trigger) {
      if (busy || closed) return;
      busy = true;
      try {
        const data = { fundingSource };
        if (typeof props.onClick === 'function') {
          let rejected = false;
          const result = await props.onClick(data, {
            resolve: () => Promise.resolve(),
            reject: () => {
              rejected = true;
              return Promise.resolve();
            },
          });
          if (rejected || result === false) return;
        }
        if (disabled) return;
        if (typeof props.createOrder !== 'function') {
          throw new Error('This checkout needs createOrder to create the order on the server.');
        }
        const orderID = await props.createOrder(data, {
          order: {
            create: () =>
              Promise.reject(new Error('Create the order on the server with the Orders API.')),
          },
        });
        if (typeof orderID !== 'string' || orderID === '') {
          throw new Error('Expected an order id to be passed');
        }
        await openDialog({ orderID, fundingSource, trigger });
      } catch (error) {
        reportError(error);
      } finally {
        busy = false;
      }
    }

    return {
      isEligible: () => sources.every((source) => source in LABELS),
      render(target) {
        const container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) {
          return Promise.reject(
            new Error(`Document is ready and element ${target} does not exist`),
          );
        }
        wrapper = element('div', {
          'data-paypal-local-buttons': '',
          style: 'display:grid;gap:12px;',
        });
        for (const source of sources) {
          const button = element(
            'button',
            {
              type: 'button',
              'data-funding-source': source,
              style: `${BASE_BUTTON_STYLE}${BUTTON_STYLE[source] || ''}`,
            },
            LABELS[source] || source,
          );
          button.addEventListener('click', () => void start(source, button));
          wrapper.append(button);
        }
        container.append(wrapper);
        if (typeof props.onInit === 'function') {
          props.onInit(
            {},
            {
              enable: () => {
                disabled = false;
                return Promise.resolve();
              },
              disable: () => {
                disabled = true;
                return Promise.resolve();
              },
            },
          );
        }
        return Promise.resolve();
      },
      close() {
        closed = true;
        closeDialog();
        if (wrapper) wrapper.remove();
        wrapper = null;
        return Promise.resolve();
      },
    };
  }

  window[namespace] = {
    version: '5.0.0-local',
    FUNDING,
    Buttons,
    getFundingSources: () => [FUNDING.PAYPAL, FUNDING.CARD],
    isFundingEligible: (source) => source in LABELS,
  };
})();
