/** A Server-Sent Events reader for tests: what a desk's EventSource would receive. */
export type StreamEvent = { event: string; id: string; data: unknown };

export function openEventStream(url: string, headers: Record<string, string>) {
  const events: StreamEvent[] = [];
  const waiters: (() => void)[] = [];
  const controller = new AbortController();
  let status = 0;

  const done = (async () => {
    const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
    status = response.status;
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
          );
          if (fields.event) {
            events.push({ event: fields.event, id: fields.id ?? '', data: JSON.parse(fields.data ?? 'null') });
            for (const wake of waiters.splice(0)) wake();
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') throw error;
    }
  })();

  return {
    events,
    status: () => status,
    changes: () =>
      events
        .filter((event) => event.event === 'change')
        .map((event) => event.data as { id: number; subjectId: string; kind: string; topic: string }),
    /** Resolves once `predicate` holds for the events received so far (re-checked at each event). */
    async until(predicate: (events: StreamEvent[]) => boolean): Promise<void> {
      while (!predicate(events)) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    async close() {
      controller.abort();
      await done.catch(() => {});
    },
  };
}
