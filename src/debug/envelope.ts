// Debug mode reads the sample envelope (docs/domain.md "The sample API") as the panel's own
// (docs/api.md): 20000 → 1, 50008 "not logged in" → -3 (the same "sign in
// again" handling), any other sample code → 0 with the sample's msg as the toast.
import { isSampleEnvelope, SampleCode, type SampleEnvelope } from '../../mocks/debug/envelope';
import { ApiCode, type Envelope } from '../http/ApiError';

export function toPanelEnvelope(body: unknown): unknown {
  if (!isSampleEnvelope(body)) return body; // not the sample API: the client judges it as it is
  if (body.code === SampleCode.success) return { code: ApiCode.ok, message: body.msg, data: body.data } satisfies Envelope;
  if (body.code === SampleCode.notLoggedIn) {
    return { code: ApiCode.relogin, message: body.msg, data: { relogin: true } } satisfies Envelope;
  }
  return { code: ApiCode.failure, message: body.msg, data: null } satisfies Envelope;
}

/** `map` applied to the data of a success envelope; anything else unchanged. */
export function mapSample<T, R>(body: unknown, map: (data: T) => R): unknown {
  if (!isSampleEnvelope(body) || body.code !== SampleCode.success) return body;
  return { ...body, data: map(body.data as T) } satisfies SampleEnvelope<R>;
}

export const isSampleSuccess = (body: unknown): body is SampleEnvelope =>
  isSampleEnvelope(body) && body.code === SampleCode.success;
