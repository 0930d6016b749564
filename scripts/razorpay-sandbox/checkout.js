// Razorpay SANDBOX checkout — test payments only, no money moves.
// Stands in for https://checkout.razorpay.com/v1/checkout.js with the same surface the shop uses:
//   const rzp = new Razorpay(options); rzp.on('payment.failed', fn); rzp.open();
// Served by scripts/razorpay-sandbox; it finds its API from its own URL, so any port works.
(() => {
  const script = document.currentScript;
  const apiBase = new URL('.', script?.src || window.location.href); // …/v1/

  const LABEL = 'Razorpay sandbox — test payment, no money moves';

  const formatAmount = (paise, currency) =>
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(paise / 100);

  async function post(path, body) {
    const res = await fetch(new URL(path, apiBase), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const data = await res.json().catch(() => ({}));
    if (!res.ok) {
      throw new Error(data?.error?.description || `Sandbox request failed (HTTP ${res.status})`);
    }
    return data;
  }

  function el(tag, style, text) {
    const node = document.createElement(tag);
    Object.assign(node.style, style || {});
    if (text !== undefined) node.textContent = text;
    return node;
  }

  const BUTTON = {
    font: 'inherit',
    padding: '0.6rem 1rem',
    borderRadius: '6px',
    border: '1px solid #1f2937',
    // Its own text colour: the shop's button rules would otherwise paint "Fail payment" and "Close"
    // white on their white background (UX review 2, problem 5).
    color: '#1f2937',
    cursor: 'pointer',
  };

  class Razorpay {
    constructor(options) {
      if (!options || typeof options !== 'object') throw new Error('Razorpay: options are required');
      if (!options.key) throw new Error('No key passed');
      this.options = options;
      this.listeners = new Map();
      this.dialog = null;
    }

    on(event, listener) {
      if (typeof listener === 'function') {
        const list = this.listeners.get(event) || [];
        list.push(listener);
        this.listeners.set(event, list);
      }
      return this;
    }

    emit(event, payload) {
      for (const listener of this.listeners.get(event) || []) {
        try {
          listener(payload);
        } catch (error) {
          console.error(error);
        }
      }
    }

    open() {
      if (this.dialog) return this;
      const o = this.options;
      const prefill = o.prefill || {};
      const dialog = el('dialog', {
        maxWidth: '26rem',
        width: 'calc(100% - 2rem)',
        padding: '1.25rem',
        border: '3px dashed #b45309',
        borderRadius: '10px',
        font: '16px/1.45 system-ui, sans-serif',
        color: '#111827',
        background: '#fffbeb',
      });
      dialog.id = 'razorpay-sandbox-dialog';
      dialog.setAttribute('aria-labelledby', 'razorpay-sandbox-title');
      dialog.setAttribute('aria-describedby', 'razorpay-sandbox-amount');

      const title = el('h2', { fontSize: '1.05rem', margin: '0 0 0.75rem', color: '#92400e' }, LABEL);
      title.id = 'razorpay-sandbox-title';
      const merchant = el('p', { margin: '0', fontWeight: '600' }, o.name || '');
      const description = el('p', { margin: '0.25rem 0 0' }, o.description || '');
      const amount = el(
        'p',
        { fontSize: '1.6rem', fontWeight: '700', margin: '0.75rem 0' },
        typeof o.amount === 'number' ? formatAmount(o.amount, o.currency) : 'Amount of the order',
      );
      amount.id = 'razorpay-sandbox-amount';

      const methodLabel = el('label', { display: 'block', margin: '0 0 1rem' }, 'Test method ');
      const method = el('select', { font: 'inherit', marginLeft: '0.5rem' });
      method.name = 'method';
      for (const [value, text] of [
        ['upi', 'UPI'],
        ['card', 'Card'],
        ['netbanking', 'Netbanking'],
        ['wallet', 'Wallet'],
      ]) {
        const option = el('option', {}, text);
        option.value = value;
        method.append(option);
      }
      methodLabel.append(method);

      const status = el('p', { minHeight: '1.5em', margin: '0 0 0.75rem' });
      status.setAttribute('role', 'status');
      status.setAttribute('aria-live', 'polite');

      const actions = el('div', { display: 'flex', gap: '0.5rem', flexWrap: 'wrap' });
      const pay = el('button', { ...BUTTON, background: '#15803d', color: '#fff', borderColor: '#15803d' });
      pay.textContent = typeof o.amount === 'number' ? `Pay ${formatAmount(o.amount, o.currency)} (test)` : 'Pay (test)';
      pay.type = 'button';
      pay.autofocus = true;
      const fail = el('button', { ...BUTTON, background: '#fff' }, 'Fail payment (test)');
      fail.type = 'button';
      const close = el('button', { ...BUTTON, background: '#fff', marginLeft: 'auto' }, 'Close');
      close.type = 'button';
      close.setAttribute('aria-label', 'Close the sandbox payment dialog');
      actions.append(pay, fail, close);

      dialog.append(title, merchant, description, amount, methodLabel, status, actions);
      document.body.append(dialog);
      this.dialog = dialog;

      const buttons = [pay, fail, method];
      const setBusy = (busy) => {
        dialog.setAttribute('aria-busy', String(busy));
        for (const b of buttons) b.disabled = busy;
      };
      const attempt = () => ({
        key_id: o.key,
        order_id: o.order_id,
        method: method.value,
        email: prefill.email,
        contact: prefill.contact,
        description: o.description,
      });

      let finished = false; // true once a payment succeeded: closing is then not a dismissal
      const dismiss = () => {
        this.remove();
        if (!finished && o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
      };

      pay.addEventListener('click', async () => {
        setBusy(true);
        status.textContent = 'Processing test payment…';
        try {
          const response = await post('checkout/authorize', attempt());
          finished = true;
          this.remove();
          if (typeof o.handler === 'function') o.handler(response);
        } catch (error) {
          status.textContent = error.message;
          setBusy(false);
        }
      });

      fail.addEventListener('click', async () => {
        setBusy(true);
        try {
          const response = await post('checkout/fail', attempt());
          status.textContent = 'Test payment failed. Retry with Pay, or close.';
          this.emit('payment.failed', response);
        } catch (error) {
          status.textContent = error.message;
        }
        setBusy(false);
      });

      close.addEventListener('click', dismiss);
      dialog.addEventListener('cancel', (event) => {
        // Escape key
        event.preventDefault();
        dismiss();
      });

      dialog.showModal();
      return this;
    }

    close() {
      this.remove();
    }

    remove() {
      if (!this.dialog) return;
      const dialog = this.dialog;
      this.dialog = null;
      if (dialog.open) dialog.close();
      dialog.remove();
    }
  }

  window.Razorpay = Razorpay;
})();
