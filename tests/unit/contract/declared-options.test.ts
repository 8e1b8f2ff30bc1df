// Field options whose effect spans both halves: a `writeOnly` field (a password) is taken in
// writes and nowhere else; a date-time's `filter` may name its day range; `cells` formats one
// CSV column and leaves the others derived; a decimal is a JSON number, in answers, writes, filter and sort.
import { describe, expect, it } from 'vitest';
import { BOOKKEEPING, dayRangeOf, defineContract, f, historyFields } from '../../../contract/fields';
import { listItemSchemaOf, recordSchemaOf, writeSchemaOf } from '../../../contract/records/declared';
import { declaredColumns, declaredFilters, declaredSorts, withDeclaration } from '../../../server/resources/declared';

const NOTES = defineContract({
  resource: 'notes',
  fields: {
    id: f.id(),
    title: f.text(['标题', 'Title'], { write: 'required', max: 20 }),
    secret: f.text(['口令', 'Secret'], { write: 'required', writeOnly: true, max: 50 }),
    ...BOOKKEEPING,
    createdAt: { ...BOOKKEEPING.createdAt, filter: 'created' },
  },
  labels: { 'zh-CN': { name: '笔记' }, 'en-US': { name: 'note' } },
});

describe('declared field options', () => {
  it('take a writeOnly field in writes only: no answer, column, filter, CSV nor history', () => {
    expect(writeSchemaOf(NOTES).required).toEqual(['title', 'secret']);
    expect(Object.keys(recordSchemaOf(NOTES).properties)).not.toContain('secret');
    expect(Object.keys(listItemSchemaOf(NOTES).properties)).not.toContain('secret');
    expect(declaredColumns(NOTES, 'notes', 'record')).not.toContain('notes.secret');
    expect(historyFields(NOTES.fields)).toEqual(['title']);
    const def = withDeclaration({ contract: NOTES, table: 'notes', permission: 'x', actions: ['list', 'export'] });
    expect(def.csv!.map((c) => c.field)).not.toContain('secret');
  });

  it('name a date-time\'s day range after its filter, in the API and its labels', () => {
    expect(dayRangeOf('createdAt', NOTES.fields.createdAt)).toEqual(['createdFrom', 'createdTo']);
    expect(Object.keys(declaredFilters(NOTES, 'notes'))).toEqual(['createdFrom', 'createdTo']);
    expect(NOTES.labels['en-US'].filters).toEqual({ createdFrom: 'Created from', createdTo: 'Created until' });
  });

  it('format one CSV cell of its own, the others derived', () => {
    const def = withDeclaration({ contract: NOTES, table: 'notes', permission: 'x', actions: ['export'], cells: { title: (v) => `«${v}»` } });
    const title = def.csv!.find((c) => c.field === 'title')!;
    expect(title.value({ title: 'a' }, { lang: 'en-US' } as never)).toBe('«a»');
    expect(def.csv!.map((c) => c.field)).toEqual(['id', 'title', 'createdAt', 'updatedAt']);
  });

  it('answer, take, filter and sort a decimal as a JSON number within its limits', () => {
    const RATES = defineContract({
      resource: 'rates',
      fields: { id: f.id(), rate: f.decimal(['比率', 'Rate'], { write: true, min: 0, max: 10, filter: true, sort: true }) },
      labels: { 'zh-CN': { name: '比率' }, 'en-US': { name: 'rate' } },
    });
    expect(recordSchemaOf(RATES).properties.rate).toMatchObject({ type: 'number' });
    expect(writeSchemaOf(RATES).properties.rate).toMatchObject({ type: 'number', minimum: 0, maximum: 10 });
    expect(declaredFilters(RATES, 'rates').rate.schema).toMatchObject({ type: 'number' });
    expect(declaredSorts(RATES, 'rates')).toEqual({ id: 'rates.id', rate: 'rates.rate' });
  });
});
