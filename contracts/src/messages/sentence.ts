import type { MessageKey, MessageParams, ParamsOf } from './types.ts';

/**
 * A catalogue entry with its facts, worded later in the reader's language: what a rule answers when
 * it refuses (a status move, a refund's lines), so the rule stays free of words and the API words
 * the refusal like any error (`sentenceError`). Types only and one tiny function: a rule the
 * browser also runs does not bring the catalogue with it.
 */
export type Sentence<K extends MessageKey = MessageKey> = K extends MessageKey
  ? MessageParams<K> extends undefined
    ? { key: K }
    : { key: K; params: MessageParams<K> }
  : never;

export function sentence<K extends MessageKey>(key: K, ...params: ParamsOf<K>): Sentence<K> {
  return (params.length ? { key, params: params[0] } : { key }) as Sentence<K>;
}
