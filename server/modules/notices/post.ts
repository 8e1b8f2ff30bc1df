// One webhook request: the notice as JSON, signed as Stripe signs its events
// (x-mdr-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>"> with
// the hook's secret), never following a redirect, cut at the timeout.
import { createHmac } from 'node:crypto';
import type { Claimed, Outcome } from './attempts';

export const SIGNATURE_HEADER = 'x-mdr-signature';
export const DELIVERY_HEADER = 'x-mdr-delivery';

/** The header's value for `body` signed at `t` (unix seconds). */
export const signature = (secret: string, t: number, body: string): string =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;

/** What the receiver reads: the notice's id is the event's, so a receiver drops a repeat by it. */
export const eventBody = (row: Claimed): string => JSON.stringify({
  id: row.noticeId,
  type: `notice.${row.kind}`,
  createdAt: row.createdAt.toISOString(),
  data: { decisionId: row.decisionId, userId: row.userId, kind: row.kind, text: row.text, textEn: row.textEn },
});

export async function post(row: Claimed, timeoutMs: number, closing: AbortSignal): Promise<Outcome> {
  const body = eventBody(row);
  const started = Date.now();
  const took = () => Date.now() - started;
  try {
    const res = await fetch(row.url, {
      method: 'POST',
      body,
      redirect: 'manual',
      signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), closing]),
      headers: {
        'content-type': 'application/json', 'user-agent': 'moderator-panel-webhooks/1',
        [SIGNATURE_HEADER]: signature(row.secret, Math.floor(Date.now() / 1000), body), [DELIVERY_HEADER]: String(row.id),
      },
    });
    // the answer's body is not read: only its status counts
    await res.body?.cancel().catch(() => {});
    const ok = res.status >= 200 && res.status < 300;
    return { statusCode: res.status, error: ok ? null : res.status >= 300 && res.status < 400 ? 'redirect not followed' : `HTTP ${res.status}`, durationMs: took() };
  } catch (err) {
    const error = closing.aborted ? 'the instance stopped' : (err as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms`
      : String((err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message);
    return { statusCode: null, error, durationMs: took() };
  }
}
