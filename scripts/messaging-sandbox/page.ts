/**
 * GET /: each phone's messages as a phone would show them, newest last, with the quick-reply
 * buttons pressable (they call POST /messages/:id/reply, like a test would). Reloads every 3 s.
 */
export const PHONE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Messaging sandbox: phones</title>
<style>
  body { font: 16px/1.4 system-ui, sans-serif; margin: 1rem; background: #f4f4f0; color: #1a1a1a; }
  h1 { font-size: 1.25rem; }
  .phones { display: flex; flex-wrap: wrap; gap: 1rem; }
  section { background: #e9e4da; border-radius: 1rem; padding: .75rem; width: 22rem; }
  h2 { font-size: 1rem; margin: 0 0 .5rem; }
  article { background: #fff; border-radius: .5rem; padding: .5rem .75rem; margin: .5rem 0; }
  article.sms { background: #eef3ff; }
  .meta { font-size: .8rem; color: #4a4a4a; }
  button { font: inherit; margin: .25rem .25rem 0 0; padding: .25rem .75rem; border: 1px solid #0b6e4f; border-radius: 1rem; background: #fff; color: #0b6e4f; cursor: pointer; }
</style>
</head>
<body>
<h1>Messaging sandbox: test messages only, no phone receives them</h1>
<p><a href="/messages">GET /messages</a> lists them as JSON.</p>
<div class="phones" id="phones" aria-live="polite"></div>
<script>
  function el(tag, props, ...children) {
    const e = Object.assign(document.createElement(tag), props);
    e.append(...children);
    return e;
  }
  async function press(id, button) {
    await fetch('/messages/' + encodeURIComponent(id) + '/reply', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ button }) });
    await draw();
  }
  async function draw() {
    const messages = (await (await fetch('/messages')).json()).reverse();
    const phones = new Map();
    for (const m of messages) phones.set(m.to, [...(phones.get(m.to) ?? []), m]);
    const root = document.getElementById('phones');
    root.replaceChildren(...[...phones].map(([phone, list]) => el('section', {}, el('h2', { textContent: '+' + phone }),
      ...list.map((m) => el('article', { className: m.channel },
        el('div', { className: 'meta', textContent: m.channel + ' · ' + m.template + ' · ' + m.state + (m.error ? ' (' + m.error + ')' : '') }),
        el('p', { textContent: m.text }),
        ...m.buttons.map((b) => el('button', { type: 'button', textContent: b.text, onclick: () => press(m.id, b.text) })),
        ...m.replies.map((r) => el('div', { className: 'meta', textContent: 'You: ' + (r.button ?? r.text) })))))));
    if (phones.size === 0) root.replaceChildren(el('p', { textContent: 'No messages yet.' }));
  }
  draw();
  setInterval(draw, 3000);
</script>
</body>
</html>
`;
