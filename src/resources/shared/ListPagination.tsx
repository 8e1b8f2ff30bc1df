// The pagination of resource lists: react-admin's, plus the "10,000+" label
// when the API answered an estimated total (docs/api.md, list). Paging keeps
// working on the estimate; the label just does not claim a count it lacks.
import { useCallback } from 'react';
import { Pagination, useListContext, useLocaleState, useTranslate, type PaginationProps } from 'react-admin';
import { EXACT_TOTAL_LIMIT } from '../../../contract/lists';

interface Range { from: number; to: number }

/** "第 1-20 条，共 10,000+ 条" / "1-20 of 10,000+": the range of an estimated total. */
export function useEstimatedRangeLabel(): (range: Range) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(({ from, to }: Range) => translate('mdr.pagination.estimated_range', {
    offsetBegin: from, offsetEnd: to, limit: new Intl.NumberFormat(locale).format(EXACT_TOTAL_LIMIT),
  }), [translate, locale]);
}

export const ListPagination = (props: PaginationProps) => {
  const { meta } = useListContext();
  const estimatedLabel = useEstimatedRangeLabel();
  // Pagination passes extra props on to MUI's TablePagination, whose label this replaces
  const label = meta?.totalIsEstimate === true ? ({ labelDisplayedRows: estimatedLabel } as PaginationProps) : {};
  return <Pagination {...props} {...label} />;
};
