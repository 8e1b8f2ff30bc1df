// The refund and the withdrawal approval as a bare node:http + pg server runs
// them (tests/bench/commands.ts): the very statements the product sent for one
// call of each (recorded off the wire, tests/bench/statements.ts), in one
// transaction, each statement's values computed from the call's body and the
// rows read before it, as the product computes them. No token, permission,
// step-up or body check, no framework, no query builder, no answer mapping.
// The statement texts are checked against the shapes below: when the product's
// SQL changes, the bench stops and names the statement to update here.
import { randomUUID } from 'node:crypto';
import type { BareRoute, Query } from './bare';
import { inTransaction } from './bare';
import type { Statement, Wave } from './statements';

type Row = Record<string, unknown>;

/** The transaction's statements of a recorded call (between begin and commit), checked against `shapes`. */
function transactionOf(label: string, waves: Wave[], shapes: RegExp[]): Statement[] {
  const all = waves.flat();
  const begin = all.findIndex((s) => s.text === 'begin');
  const commit = all.findIndex((s) => s.text === 'commit');
  const inside = all.slice(begin + 1, commit);
  const wrong = begin < 0 || commit < 0 || inside.length !== shapes.length ? -1 : inside.findIndex((s, i) => !shapes[i].test(s.text));
  if (begin < 0 || commit < 0 || inside.length !== shapes.length || wrong >= 0) {
    throw new Error(`${label}: the product's SQL is not what tests/bench/bare-commands.ts replays (statement ${wrong < 0 ? 'count' : wrong + 1}):\n`
      + inside.map((s) => `  ${s.text.slice(0, 120)}`).join('\n'));
  }
  return inside;
}

const REFUND_SHAPES = [
  /^select "id", "version", "status"::text as "state" from "orders" where "id" = \$1 for no key update$/s,
  /^select "orders"\."id", .* from "orders"/s, // the record, before
  /^select .* from "order_refunds" where "order_id" = \$1 and "idempotency_key" = \$2$/s,
  /^select "status", "amount_cents", "refunded_cents", "author_id", "author_share_cents" from "orders" where "id" = \$1$/s,
  /^update "orders" set "refunded_cents" = \$1, "status" = \$2, .* where "id" = \$3 and "version" = \$4 and "status" in \(\$5, \$6, \$7\)$/s,
  // the refund row before the clawback, which names it as its source (author_ledger.refund_id)
  /^insert into "order_refunds" \("order_id", "amount_cents", "clawback_cents", "reason", "idempotency_key", "refunded_after", "status_after", "actor_id", "actor_name"\)/s,
  /^update "authors" set "available_cents" = available_cents \+ \$1::bigint, "frozen_cents" = frozen_cents \+ \$2::bigint where "id" = \$3 .* returning "available_cents", "frozen_cents"$/s,
  /^insert into "author_ledger" \("author_id", "kind", "amount_cents", "available_delta", "frozen_delta", "available_after", "frozen_after", "order_id", "withdrawal_id", "refund_id", "reason", "actor_id"\)/s,
  /^select "orders"\."id", .* from "orders"/s, // the record, after
  /^insert into "audit_log" \("actor_id", "actor_name", "action", "resource", "record_id", "before", "after", "ip", "user_agent", "request_id"\)/s,
];

const clawedBack = (income: number, refunded: number, amount: number) => Math.floor((income * refunded) / amount);

/** The audit row: actor, action, resource, ip and user agent as the product wrote them; before and after the rows read. */
function audit(q: Query, s: Statement, id: number, before: Row, after: Row) {
  const [actorId, actorName, action, resource, , , , ip, userAgent] = s.values;
  // past the row's ten values: the session the product confirms live in the same statement (server/core/audit.ts)
  return q(s.text, [actorId, actorName, action, resource, String(id), JSON.stringify(before), JSON.stringify(after), ip, userAgent, randomUUID(),
    ...s.values.slice(10)]);
}

/** POST {id, amountCents, reason, idempotencyKey}: the refund of the recorded call, on another order or key. */
export function bareRefund(waves: Wave[]): BareRoute {
  const s = transactionOf('refund', waves, REFUND_SHAPES);
  const actor = { id: s[5].values[7], name: s[5].values[8] };
  return (body, pool) => inTransaction(pool, async (q) => {
    const id = Number(body.id);
    const amount = Number(body.amountCents);
    const reason = String(body.reason).trim();
    const key = String(body.idempotencyKey);
    const [locked] = await q(s[0].text, [id]);
    const [before] = await q(s[1].text, [id]);
    const [first] = await q(s[2].text, [id, key]);
    if (first) return { refund: first, replayed: true };
    const [order] = await q(s[3].text, [id]);
    const total = Number(order.amount_cents);
    const was = Number(order.refunded_cents);
    if (!locked || amount > total - was) throw new Error('not refundable');
    const after = was + amount;
    const status = after === total ? 'refunded' : 'partially_refunded';
    const income = Number(order.author_share_cents);
    const clawback = clawedBack(income, after, total) - clawedBack(income, was, total);
    await q(s[4].text, [after, status, id, locked.version, ...s[4].values.slice(4)]);
    const [refund] = await q(s[5].text, [id, amount, clawback, reason, key, after, status, actor.id, actor.name]);
    if (order.author_id !== null && clawback > 0) {
      const [balance] = await q(s[6].text, [-clawback, 0, order.author_id, 0]);
      await q(s[7].text, [order.author_id, 'refund_clawback', clawback, -clawback, 0, balance.available_cents, balance.frozen_cents,
        id, null, refund.id, reason, actor.id]);
    }
    const [record] = await q(s[8].text, [id]);
    await audit(q, s[9], id, before, record);
    return { refund, replayed: false };
  });
}

const NOTIFY = /^SELECT pg_notify\(\$1, \$2\)$/;

const APPROVE_SHAPES = [
  /^select "id", "version", "status"::text as "state" from "withdrawals" where "id" = \$1 for no key update$/s,
  /^select "withdrawals"\."id", .* from "withdrawals"/s, // the record, before
  /^select .* from "review_claims" as "c" .* where "c"\."type" = \$1 and "c"\."record_id" = \$2 /s,
  /^delete from "review_claims" where "type" = \$1 and "record_id" = \$2$/s,
  NOTIFY, // the claim released, told to the review queue's live stream (server/queue/)
  /^select "admin_id" from "withdrawal_approvals" where "withdrawal_id" = \$1$/s,
  /^insert into "withdrawal_approvals" \("withdrawal_id", "admin_id", "admin_name"\) values \(\$1, \$2, \$3\)$/s,
  /^select "approvals_needed" from "withdrawals" where "id" = \$1$/s,
  /^select "admin_id" from "withdrawal_approvals" where "withdrawal_id" = \$1$/s,
  /^update "withdrawals" set "status" = \$1, .* where "id" = \$2 and "version" = \$3 and "status" in \(\$4\)$/s,
  /^update "messages" set .* where "subject_resource" = \$1 and "subject_id" = \$2 .* returning "id"$/s,
  NOTIFY, // the state change, told likewise
  /^select "withdrawals"\."id", .* from "withdrawals"/s, // the record, after
  /^insert into "audit_log" \("actor_id", "actor_name", "action", "resource", "record_id", "before", "after", "ip", "user_agent", "request_id"\)/s,
];

/** POST {id}: the approval of the recorded call (one approval needed), on another request. */
export function bareApprove(waves: Wave[]): BareRoute {
  const s = transactionOf('approve', waves, APPROVE_SHAPES);
  const [, admin, adminName] = s[6].values;
  return (body, pool) => inTransaction(pool, async (q) => {
    const id = Number(body.id);
    const [locked] = await q(s[0].text, [id]);
    if (!locked || locked.state !== 'requested') throw new Error('not approvable');
    const [before] = await q(s[1].text, [id]);
    await q(s[2].text, ['withdrawals', id]);
    await q(s[3].text, ['withdrawals', id]);
    // the notifications' payloads as recorded (another id would be the same work)
    await q(s[4].text, s[4].values);
    const already = await q(s[5].text, [id]);
    if (already.some((r) => Number(r.admin_id) === admin)) throw new Error('approved already');
    await q(s[6].text, [id, admin, adminName]);
    const [{ approvals_needed: needed }] = await q(s[7].text, [id]);
    const approvals = await q(s[8].text, [id]);
    if (approvals.length >= Number(needed)) {
      await q(s[9].text, ['approved', id, locked.version, 'requested']);
      await q(s[10].text, [s[10].values[0], String(id), ...s[10].values.slice(2)]);
      await q(s[11].text, s[11].values);
    }
    const [record] = await q(s[12].text, [id]);
    await audit(q, s[13], id, before, record);
    return record;
  });
}
