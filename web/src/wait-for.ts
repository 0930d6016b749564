/** Resolves once `url` answers with a status below 500 (retrying every `intervalMs`), or rejects after `timeoutMs`. */
export async function waitUntilAnswering(url: string, timeoutMs: number, intervalMs = 500): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status > 0 && status < 500) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
