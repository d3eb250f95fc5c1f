// The card provider's checkout script (Razorpay's `window.Razorpay`), for development and
// tests (served at /_local/card/checkout.js). `new Razorpay(options).open()` shows a small
// modal: Pay hands the handler a payment signed by the stand-in server with the key secret,
// Simulate failure emits 'payment.failed', Cancel calls options.modal.ondismiss. No real
// payment is ever made.
(() => {
  'use strict';

  const script = document.currentScript;
  const scriptUrl = new URL(script && script.src ? script.src : window.location.href);
  const base = `${scriptUrl.origin}${scriptUrl.pathname.replace(/\/checkout\.js$/, '')}`;

  const BUTTON_STYLE =
    'display:block;box-sizing:border-box;width:100%;min-height:48px;margin-top:12px;padding:12px 16px;border-radius:8px;font:600 16px/1.2 system-ui,sans-serif;cursor:pointer;';

  let modalCount = 0;

  function element(tag, attributes, text) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function formatAmount(amount, currency) {
    const major = Number(amount) / 100;
    const value = Number.isInteger(major) ? String(major) : major.toFixed(2);
    return currency === 'INR' || !currency ? `\u20b9${value}` : `${currency} ${value}`;
  }

  class Razorpay {
    constructor(options) {
      if (!options || typeof options.key !== 'string' || options.key === '') {
        throw new Error('Razorpay: the key option is required');
      }
      this.options = options;
      this.listeners = {};
      this.overlay = null;
      this.trigger = null;
    }

    on(event, callback) {
      (this.listeners[event] = this.listeners[event] || []).push(callback);
      return this;
    }

    emit(event, payload) {
      for (const callback of this.listeners[event] || []) callback(payload);
    }

    close() {
      if (this.overlay) this.overlay.remove();
      this.overlay = null;
      if (this.trigger && this.trigger.isConnected) this.trigger.focus();
    }

    dismiss() {
      this.close();
      const modal = this.options.modal || {};
      if (typeof modal.ondismiss === 'function') modal.ondismiss();
    }

    async pay(outcome, buttons, status) {
      const options = this.options;
      for (const button of buttons) button.disabled = true;
      status.textContent = outcome === 'success' ? 'Processing payment\u2026' : '';
      let answer;
      try {
        const response = await fetch(
          `${base}/checkout/${encodeURIComponent(options.order_id || '')}/pay`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ key: options.key, outcome }),
          },
        );
        answer = await response.json().catch(() => ({}));
        if (!response.ok) {
          const description = answer.error && answer.error.description;
          throw new Error(description || `Checkout answered ${response.status}`);
        }
      } catch (error) {
        status.textContent = `Payment could not be processed: ${error.message}`;
        for (const button of buttons) button.disabled = false;
        return;
      }
      if (answer.error) {
        this.emit('payment.failed', { error: answer.error });
        const retry = options.retry;
        if (retry && retry.enabled === false) {
          this.close();
          return;
        }
        status.textContent = 'Payment failed. You can try again or cancel.';
        for (const button of buttons) button.disabled = false;
        return;
      }
      this.close();
      if (typeof options.handler === 'function') options.handler(answer);
    }

    open() {
      if (this.overlay) return this;
      const options = this.options;
      this.trigger = document.activeElement;
      modalCount += 1;
      const titleId = `card-local-checkout-title-${modalCount}`;
      const descriptionId = `card-local-checkout-description-${modalCount}`;
      const price = formatAmount(options.amount, options.currency);
      const overlay = element('div', {
        'data-card-local-checkout': '',
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
        { id: titleId, style: 'margin:0 0 8px;font-size:22px;' },
        options.name || 'Checkout',
      );
      const description = element(
        'p',
        { id: descriptionId, style: 'margin:0 0 4px;' },
        `${options.description ? `${options.description}: ` : ''}${price}`,
      );
      const prefill = options.prefill || {};
      const details = [];
      if (prefill.email)
        details.push(
          element('p', { style: 'margin:0 0 4px;font-size:14px;color:#4a5561;' }, prefill.email),
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
      const payButton = element(
        'button',
        { type: 'button', style: `${BUTTON_STYLE}border:0;background:#0b5cad;color:#ffffff;` },
        `Pay ${price}`,
      );
      const failButton = element(
        'button',
        {
          type: 'button',
          style: `${BUTTON_STYLE}background:#ffffff;color:#9b1c1c;border:2px solid #9b1c1c;`,
        },
        'Simulate failure',
      );
      const cancelButton = element(
        'button',
        {
          type: 'button',
          style: `${BUTTON_STYLE}background:#ffffff;color:#1f2933;border:2px solid #4a5561;`,
        },
        'Cancel',
      );
      const buttons = [payButton, failButton, cancelButton];
      payButton.addEventListener('click', () => void this.pay('success', buttons, status));
      failButton.addEventListener('click', () => void this.pay('failure', buttons, status));
      cancelButton.addEventListener('click', () => this.dismiss());
      overlay.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          this.dismiss();
        } else if (event.key === 'Tab') {
          if (event.shiftKey && document.activeElement === payButton) {
            event.preventDefault();
            cancelButton.focus();
          } else if (!event.shiftKey && document.activeElement === cancelButton) {
            event.preventDefault();
            payButton.focus();
          }
        }
      });
      dialog.append(title, description, ...details, note, ...buttons, status);
      overlay.append(dialog);
      document.body.append(overlay);
      this.overlay = overlay;
      payButton.focus();
      return this;
    }
  }

  window.Razorpay = Razorpay;
})();
