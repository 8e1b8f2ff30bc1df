// Every show page whose resource has sensitive fields (the contract's
// `sensitive`, the same as the API's declarations: tests/unit/contract) offers
// each of them whole, through `reveal`, to a reader holding `<resource>.reveal`,
// and to nobody else (src/resources/shared/RevealField.tsx): a field declared
// sensitive later needs its page's button. The reveal call is the API's (audited);
// a step-up it asks for: tests/unit/panel/stepUp.test.tsx.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TObject } from 'typebox';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../../contract';
import { findRoute } from '../../../contract/access/modules';
import { AuthorSchema } from '../../../contract/records/authors';
import type { SchemaKeywords } from '../../../contract/records/schema';
import { BotSchema } from '../../../contract/records/bots';
import { FeedbackSchema } from '../../../contract/records/feedback';
import { UserSchema } from '../../../contract/records/users';
import { WithdrawalSchema } from '../../../contract/records/withdrawals';
import { clearSession, type UserInfo } from '../../../src/providers/session';
import { resources } from '../../../src/resources';
import { fakeDataProvider, renderAdmin } from './helpers';

afterEach(() => clearSession());

/** The record each show page gets (a resource declaring sensitive fields needs its line here). */
const RECORDS: Record<string, TObject> = {
  authors: AuthorSchema, bots: BotSchema, feedback: FeedbackSchema, users: UserSchema, withdrawals: WithdrawalSchema,
};

/** A value of `schema` a page can render: null where it may be, the first of an enum, empty lists. */
function sample(schema: SchemaKeywords): unknown {
  if (schema.anyOf) return schema.anyOf.some((s) => s.type === 'null') ? null : sample(schema.anyOf[0]);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object': return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s)]));
    case 'array': return [];
    case 'string': return schema.format === 'date-time' ? '2026-11-25T08:00:00.000Z' : 'text';
    case 'integer': case 'number': return 1;
    case 'boolean': return false;
    default: return null;
  }
}

const REVEALING = Object.values(CONTRACTS).filter((c) => Object.keys(c.sensitive ?? {}).length).map((c) => {
  const panel = resources.find((r) => r.apiResource === c.resource && r.show);
  return { api: c.resource, route: panel?.name ?? '', fields: Object.keys(c.sensitive!) };
});

/** A reader opening the resource's pages (its route's module keys), reading it, and revealing it when `reveal`. */
function reader(route: string, api: string, reveal: boolean): UserInfo {
  const found = findRoute(`/${route}`);
  const modules = [found?.module.key ?? '', ...(found?.route.extraKeys ?? []), `${api}.read`, ...(reveal ? [`${api}.reveal`] : [])];
  return { accountId: 9, name: 'reader', avatar: '', role: 'staff', modules, registrationTime: '', lists: [] };
}

const SHOW_IN_FULL = 'Show in full (recorded in the audit log)';
const revealButton = (field: string) =>
  within(screen.getByTestId(`reveal-${field}`).parentElement as HTMLElement).queryByRole('button', { name: SHOW_IN_FULL });

function open(route: string, api: string, fields: string[], reveal: boolean) {
  const record = { ...(sample(RECORDS[api]) as object), id: 5 };
  for (const field of fields) Object.assign(record, { [field]: `masked ${field}` });
  const dataProvider = fakeDataProvider({ [route]: [record] });
  dataProvider.transition.mockImplementation(async (_resource, _action, params) =>
    ({ data: { id: 5, value: `whole ${String((params as { field?: unknown }).field)}` } }));
  renderAdmin(dataProvider, `/${route}/5/show`, reader(route, api, reveal), true);
  return dataProvider;
}

describe('the show page of every resource with sensitive fields', () => {
  it('are authors, users, withdrawals, feedback and bots, each with a show page and a record here', () => {
    expect(REVEALING.map((r) => r.api).sort()).toEqual(['authors', 'bots', 'feedback', 'users', 'withdrawals']);
    for (const r of REVEALING) {
      expect(r.route, r.api).not.toBe('');
      expect(RECORDS[r.api], r.api).toBeDefined();
    }
  });

  it.each(REVEALING.map((r) => [r.api, r] as const))('%s: reveals each sensitive field whole to a holder of its reveal key', async (api, { route, fields }) => {
    const dataProvider = open(route, api, fields, true);
    for (const field of fields) {
      await screen.findByText(`masked ${field}`, undefined, { timeout: 5000 });
      fireEvent.click(revealButton(field)!);
      await waitFor(() => expect(screen.getByTestId(`reveal-${field}`).textContent).toBe(`whole ${field}`));
      expect(dataProvider.transition).toHaveBeenLastCalledWith(route, 'reveal', { id: 5, field });
    }
  });
});

describe('the withdrawal page', () => {
  const withdrawals = REVEALING.find((r) => r.api === 'withdrawals')!;

  it('shows the payout account masked, with no reveal button, to a reader without withdrawals.reveal', async () => {
    const dataProvider = open(withdrawals.route, 'withdrawals', ['payoutAccount'], false);
    await screen.findByText('masked payoutAccount', undefined, { timeout: 5000 });
    expect(revealButton('payoutAccount')).toBeNull();
    expect(dataProvider.transition).not.toHaveBeenCalled();
  });
});
