import type { ReactElement, ReactNode } from 'react';
import {
  SimpleList, useRecordContext, useResourceContext, useTranslateLabel, type RaRecord, type SimpleListProps,
} from 'react-admin';
import { useIsPhone } from '../../layout/useIsPhone';

type PhoneListProps<T extends RaRecord> = Pick<
  SimpleListProps<T>, 'primaryText' | 'secondaryText' | 'tertiaryText' | 'leftAvatar' | 'leftIcon' | 'rightIcon' | 'rowClick' | 'rowSx' | 'empty'
>;

export type ResponsiveListProps<T extends RaRecord> = PhoneListProps<T> & {
  /** the list as a table (react-admin's <DataTable>), shown on wider screens */
  children: ReactElement;
};

/**
 * A list page's body: the table on a wide screen; on a phone (useIsPhone) a
 * stacked list of one entry per record, with the given texts, instead of a
 * table wider than the screen. Wrap the <DataTable> of any list in it.
 */
export const ResponsiveList = <T extends RaRecord>({ children, ...phone }: ResponsiveListProps<T>) =>
  useIsPhone() ? <SimpleList<T> {...phone} /> : children;

/**
 * "分类 法师 · 作者 Lightscale": some fields of the current record with their
 * labels (the resource's field labels), for a line of a phone list.
 */
export const FieldSummary = ({ sources, render = {} }: {
  sources: string[];
  /** how to show a field's value, when not as it is */
  render?: Record<string, (record: RaRecord) => ReactNode>;
}) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translateLabel = useTranslateLabel();
  if (!record) return null;
  return (
    <>
      {sources.map((source, i) => (
        <span key={source}>
          {i > 0 && ' · '}
          {translateLabel({ source, resource })} {render[source]?.(record) ?? String(record[source] ?? '')}
        </span>
      ))}
    </>
  );
};
