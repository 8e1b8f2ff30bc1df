// The calls of QR sign-in as the panel makes them: the device asking to sign in
// (issue, poll) and the signed-in staff member who opens the QR link.
import { sql } from 'kysely';
import type { CallResult, TestApp } from '../helpers';

export const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export interface Issued { ticket: string; qrText: string; expiresAt: string; pollIntervalMs: number }

/** The `ticket` parameter of the QR link (what the confirm page sends). */
export function codeOf(qrText: string): string {
  const hash = new URL(qrText).hash; // '#/qr/confirm?ticket=…'
  const code = new URLSearchParams(hash.slice(hash.indexOf('?') + 1)).get('ticket');
  if (!code) throw new Error(`no ticket in ${qrText}`);
  return code;
}

export function qrCalls(t: TestApp) {
  const issue = async (userAgent = CHROME_WINDOWS): Promise<Issued & { code: string }> => {
    const res = await t.call<Issued>('/user/qr_login', { app: 'moderator_panel' }, { headers: { 'user-agent': userAgent } });
    if (res.code !== 1) throw new Error(`qr_login failed: ${res.code} ${res.message}`);
    return { ...res.data, code: codeOf(res.data.qrText) };
  };
  const poll = (ticket: string, lang?: 'zh-CN' | 'en-US') =>
    t.call('/user/qr_login', { app: 'moderator_panel', ticket }, { lang });
  const act = (action: 'scan' | 'confirm' | 'decline', code: string, token?: string, lang?: 'zh-CN' | 'en-US'): Promise<CallResult> =>
    t.call(`/user/qr_${action}`, { ticket: code }, { token, lang });
  const ticketRow = (id: number) => t.db.selectFrom('qr_tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const latestTicket = () => t.db.selectFrom('qr_tickets').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  /** Moves a ticket past its expiry without waiting. */
  const expire = (id: number) =>
    t.db.updateTable('qr_tickets').set({ expires_at: sql<Date>`now() - interval '1 second'` }).where('id', '=', id).execute();
  const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll()
    .where('resource', '=', 'qr_tickets').where('record_id', '=', String(id)).orderBy('id').execute();
  return { issue, poll, act, ticketRow, latestTicket, expire, auditOf };
}
