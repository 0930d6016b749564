import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { fill, useWords } from '../../lib/words.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { atTime } from './desk-time.ts';
import { mailtoHref } from './mail-link.ts';

type Message = { id: number; name: string; email: string; contact: string; message: string; receivedAt: string; readAt: string | null };

/** Messages from the Contact Us form; read marks are shared by the whole desk. */
export function Messages({ liveTick }: { liveTick: number }) {
  const words = useWords('desk');
  const [unreadOnly, setUnreadOnly] = useState(true);
  const [data, setData] = useState<{ messages: Message[]; unread: number } | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    const result = await api.get<{ messages: Message[]; unread: number }>(`/admin/messages?unread=${unreadOnly}`);
    if (result.ok) setData(result.data);
    else setError(result.message);
  }, [unreadOnly]);
  useEffect(() => {
    // Again whenever the change feed says something changed (liveTick counts those moments).
    if (liveTick >= 0) void load();
  }, [load, liveTick]);

  async function mark(message: Message, read: boolean) {
    const result = await api.put(`/admin/messages/${message.id}/read`, { read });
    if (!result.ok) setError(result.message);
    await load();
  }

  return (
    <section aria-labelledby="messages-heading">
      <h1 id="messages-heading">{data ? fill(words.messagesHeadingUnread, { count: data.unread }) : words.messagesHeading}</h1>
      <label className="desk-check">
        <input type="checkbox" checked={unreadOnly} onChange={(event) => setUnreadOnly(event.target.checked)} />
        {words.unreadOnly}
      </label>
      <FormAlert message={error} />
      {!data && <p role="status">{words.loadingMessages}</p>}
      {data && data.messages.length === 0 && <p>{words.noMessages}</p>}
      {data?.messages.map((message) => (
        <article key={message.id} className="desk-panel" aria-labelledby={`message-${message.id}`} style={{ marginBottom: '1rem' }}>
          <h2 id={`message-${message.id}`}>{message.readAt ? message.name : fill(words.unreadFrom, { name: message.name })}</h2>
          <p>
            {mailtoHref(message.email) ? <a href={mailtoHref(message.email)}>{message.email}</a> : message.email} ·{' '}
            <a href={`tel:+91${message.contact}`}>{message.contact}</a> · {atTime(message.receivedAt)}
          </p>
          <p style={{ whiteSpace: 'pre-wrap' }}>{message.message}</p>
          <button type="button" className="button--small button--light" onClick={() => mark(message, !message.readAt)}>
            {message.readAt ? words.markUnread : words.markRead}
            <span className="visually-hidden"> {fill(words.messageFrom, { name: message.name })}</span>
          </button>
        </article>
      ))}
    </section>
  );
}
