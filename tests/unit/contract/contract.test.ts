// @vitest-environment node
// The contract (contract) against both halves: a field, state or action
// that exists on one side only, or a label in one language only, fails here.
import { describe, expect, it, vi } from 'vitest';
import type { TObject } from 'typebox';
import { CONTRACTS, CONTRACT_LANGS, type ResourceContract } from '../../../contract';
import { loginMessages, withMessages } from '../../../src/i18n';
import { resources as panelResources } from '../../../src/resources';
import { messages as signedInMessages } from '../../../src/signedIn';
import { articleTransitions } from '../../../src/resources/articles/transitions';
import type { DeclaredContract } from '../../../contract/fields';
import type { SchemaKeywords } from '../../../contract/records/schema';
import { limitsOf, writableOf } from '../../../src/resources/shared/declaredFields';
import { t } from '../../../server/core/i18n';
import { resources as apiResources } from '../../../server/modules';
import { listItemSchema } from '../../../server/resources/schemas';
import type { AnyResource } from '../../../server/resources/types';

// Node, not jsdom: the API modules find their migrations by file URL. The panel's
// i18n reads the stored language at import, so give it an empty storage first.
vi.hoisted(() => {
  const store = new Map<string, string>();
  Object.assign(globalThis, { localStorage: {
    getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k), clear: () => store.clear(), key: () => null, length: 0,
  } });
});

/** The panel's texts once signed in: the login page's with the signed-in app's over them. */
const panelMessages = withMessages(loginMessages, signedInMessages);
const keys = (o: object | undefined) => Object.keys(o ?? {}).sort();
const contractOf = (def: AnyResource): ResourceContract => CONTRACTS[def.name];
/** The fields an API answer can hold: the record's and the list item's. */
/** The fields answers carry, and the `writeOnly` ones the forms label (a password: written, never answered). */
const labelledFields = (def: AnyResource, contract: ResourceContract) => [...new Set([
  ...keys(def.schemas.record.properties), ...keys(listItemSchema(def).properties),
  ...Object.entries((contract as Partial<DeclaredContract>).fields ?? {}).filter(([, d]) => d.writeOnly).map(([name]) => name),
])].sort();

describe.each(apiResources.map((def) => [def.name, def] as const))('%s', (name, def) => {
  const contract = contractOf(def);

  it('has a contract', () => {
    expect(contract?.resource).toBe(name);
  });

  it.each(CONTRACT_LANGS)('labels every field of the answers, and nothing else, in %s', (lang) => {
    expect(keys(contract.labels[lang].fields)).toEqual(labelledFields(def, contract));
    expect(Object.values(contract.labels[lang].fields).every((label) => label.trim())).toBe(true);
  });

  it('names the same things in both languages', () => {
    const [zh, en] = CONTRACT_LANGS.map((lang) => contract.labels[lang]);
    // not `buttons`: a language has them only where the imperative differs from the verb
    for (const part of ['fields', 'filters', 'states', 'actions', 'reasons'] as const) {
      expect(keys(zh[part]), part).toEqual(keys(en[part]));
    }
  });

  it('masks only fields its records have, as the API declares them (one declaration, in the contract)', () => {
    expect(def.sensitive).toBe(contract.sensitive);
    for (const field of Object.keys(contract.sensitive ?? {})) expect(keys(contract.labels['en-US'].fields)).toContain(field);
  });

  it('labels only filters the API has', () => {
    for (const lang of CONTRACT_LANGS) {
      for (const filter of keys(contract.labels[lang].filters)) expect(keys(def.filters)).toContain(filter);
    }
  });

  it('has the API\'s states and transitions, each named in both languages', () => {
    // a status computed in SQL (users: from end times) has no stateColumn; its record field is `status`
    const stateField = def.stateColumn ? toCamel(def.stateColumn) : contract.states ? 'status' : undefined;
    const stateSchema = stateField ? def.schemas.record.properties[stateField] : undefined;
    expect((stateSchema as SchemaKeywords | undefined)?.enum ?? []).toEqual([...(contract.states ?? [])]);
    const apiTransitions = Object.fromEntries(Object.entries(def.transitions ?? {}).map(([action, tr]) => [
      action, { from: [...tr.from], to: tr.to, reason: 'reason' in (tr.body ?? {}) },
    ]));
    const contractTransitions = Object.fromEntries(Object.entries(contract.transitions ?? {}).map(([action, tr]) => [
      action, { from: [...tr.from], to: tr.to, reason: !!tr.reason },
    ]));
    expect(apiTransitions).toEqual(contractTransitions);
    for (const lang of CONTRACT_LANGS) {
      const labels = contract.labels[lang];
      expect(keys(labels.states)).toEqual([...(contract.states ?? [])].sort());
      // every transition and every command the contract declares is named; a server command may be named too (history verb)
      expect(keys(labels.actions)).toEqual(expect.arrayContaining(keys({ ...contract.transitions, ...contract.commands })));
      const named = new Set(keys({ ...contract.transitions, ...contract.commands, ...def.commands }));
      expect(keys(labels.actions).filter((a) => !named.has(a))).toEqual([]);
      const withReason = Object.entries(contract.transitions ?? {}).filter(([, tr]) => tr.reason).map(([a]) => a);
      for (const action of withReason) expect(labels.reasons?.[action]?.length, `${lang} ${action}`).toBeGreaterThan(2);
    }
  });

  it.each(CONTRACT_LANGS)('heads its CSV columns and names its states in errors with the contract\'s %s labels', (lang) => {
    const labels = contract.labels[lang];
    for (const field of keys(listItemSchema(def).properties)) {
      expect(t(lang, `${name}.fields.${field}`)).toBe(labels.fields[field]);
    }
    for (const state of contract.states ?? []) expect(t(lang, `${name}.state.${state}`)).toBe(labels.states![state]);
  });
});

describe('the panel', () => {
  const contracted = panelResources.filter((r) => CONTRACTS[r.apiResource]);

  // pages over routes of their own (the review queue, server/queue/) declare no resource and need no contract
  const declared = panelResources.filter((r) => apiResources.some((d) => d.name === r.apiResource));

  it('has a contract for every API resource it shows', () => {
    expect(contracted.map((r) => r.apiResource).sort()).toEqual(declared.map((r) => r.apiResource).sort());
    expect(declared.length).toBeGreaterThan(15);
  });

  it.each(CONTRACT_LANGS)('labels fields, filters, states and actions as the contract does in %s', (lang) => {
    for (const r of contracted) {
      const labels = CONTRACTS[r.apiResource].labels[lang];
      const ours = (panelMessages[lang].resources as Record<string, Record<string, Record<string, string>>>)[r.name];
      expect(ours.fields, r.name).toEqual({ ...labels.fields, ...labels.filters });
      expect(ours.status ?? {}, r.name).toEqual(labels.states ?? {});
      for (const action of keys(labels.actions)) {
        expect(ours.actions[action]).toBe(labels.buttons?.[action] ?? labels.actions![action]);
      }
    }
  });

  it('offers exactly the contract\'s transitions, with its states and reasons', () => {
    const table = Object.fromEntries(articleTransitions.map((tr) => [tr.action, { from: tr.from, to: tr.to, reason: !!tr.reason }]));
    const { transitions = {} } = CONTRACTS.articles;
    expect(table).toEqual(Object.fromEntries(Object.entries(transitions).map(([a, tr]) => [a, { ...tr, reason: !!tr.reason }])));
  });
});

/**
 * Every value contract/ exports: an API write schema among them is one the panel imports whole
 * (contract/writes/<resource>.ts until the resource declares its fields), never restates.
 */
const contractExports = new Set(Object.values(import.meta.glob<Record<string, unknown>>('../../../contract/**/*.ts', { eager: true }))
  .flatMap((m) => Object.values(m)));

/** API write schemas the panel has no import of, resource → why: each a form stating its own limits. */
const UNSHARED: Record<string, string> = {};

/** The limit the API checks a field with: a text's maxLength (a nullable one's within anyOf), a number's maximum. */
const limitOf = (schema: SchemaKeywords, key: 'maxLength' | 'maximum'): number | undefined =>
  schema[key] ?? schema.anyOf?.map((s) => limitOf(s, key)).find((n) => n !== undefined);
const lengths = (schema: TObject) => Object.fromEntries(Object.entries(schema.properties)
  .flatMap(([field, s]) => { const max = limitOf(s, 'maxLength'); return max === undefined ? [] : [[field, max]]; }));
/** The contract of a resource whose fields are declared: the panel's forms read writableOf/limitsOf of it. */
const api = (name: string) => apiResources.find((d) => d.name === name)!;
const declaredContract = (def: AnyResource) => (CONTRACTS[def.name]?.fields ? CONTRACTS[def.name] as DeclaredContract : undefined);

// the panel's forms take their fields and limits from what the API validates with: the declaration, or the schema itself
const writers = apiResources.filter((def) => def.schemas.create).map((def) => [def.name, def] as const);

describe('the panel\'s forms and the API\'s write schemas', () => {
  it('cover every resource the API takes writes for (the registry, not a list)', () => {
    expect(writers.length).toBeGreaterThan(10);
    // an entry goes once its resource declares its fields (then its form reads them)
    for (const name of Object.keys(UNSHARED)) {
      expect(writers.map(([n]) => n), `UNSHARED.${name}`).toContain(name);
      expect(declaredContract(api(name)), `UNSHARED.${name}: declared now`).toBeUndefined();
    }
  });

  describe.each(writers)('%s', (name, def) => {
    const create = def.schemas.create!;
    const contract = declaredContract(def);

    if (contract) {
      it('sends exactly the fields the API accepts, within its limits, from the declaration', () => {
        expect([...writableOf(contract)].sort()).toEqual(keys(create.properties));
        const limits: Record<string, number | undefined> = limitsOf(contract);
        for (const [field, max] of Object.entries(limits)) {
          expect(max, field).toBe(limitOf(create.properties[field], 'maxLength') ?? limitOf(create.properties[field], 'maximum'));
        }
        for (const [field, max] of Object.entries(lengths(create))) expect(limits[field], field).toBe(max);
      });
    } else {
      it(UNSHARED[name] ? 'validates with a schema of the API\'s own, as UNSHARED says' : 'validates with a schema contract/ exports, for the panel\'s form to import', () => {
        expect(contractExports.has(create), `${name}: ${UNSHARED[name] ?? 'the create schema is not exported from contract/'}`).toBe(!UNSHARED[name]);
        if (def.schemas.update && !UNSHARED[name]) expect(contractExports.has(def.schemas.update), `${name}: the update schema`).toBe(true);
      });
    }

    it('is edited within the limits the API checks an update with', () => {
      const update = def.schemas.update ?? create;
      // the edit form is the create form (its limits): an update may limit no field otherwise
      for (const [field, max] of Object.entries(lengths(update))) expect(max, field).toBe(lengths(create)[field]);
    });
  });
});

function toCamel(column: string): string {
  return column.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase());
}
