// The pagination of resource lists: react-admin's while the total is exact.
// Past an estimated total ("10,000+", docs/api.md) react-admin's would stop at
// the estimate, so this pager takes over: Next stays enabled while the API says
// another page follows (`hasNextPage`), and Last asks the API for the real
// last page (`last: true`), whose answer also gives the exact total shown.
import { createContext, useCallback, useContext, useMemo, useState, type ChangeEvent, type MouseEvent, type ReactNode } from 'react';
import { Box, IconButton, TablePagination, type TablePaginationProps } from '@mui/material';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import PreviousIcon from '@mui/icons-material/KeyboardArrowLeft';
import NextIcon from '@mui/icons-material/KeyboardArrowRight';
import {
  Pagination, useDataProvider, useListContext, useLocaleState, useTranslate, type PaginationProps,
} from 'react-admin';
import { EXACT_TOTAL_LIMIT } from '../../../contract/lists';
import type { ModeratorDataProvider } from '../../providers/types';
import { useNotifyError } from './useNotifyError';

interface Range { from: number; to: number }

/** "第 1-20 条，共 10,000+ 条" / "1-20 of 10,000+", or the exact total once the real last page told it. */
export function useEstimatedRangeLabel(exactTotal?: number): (range: Range) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(({ from, to }: Range) => {
    const format = new Intl.NumberFormat(locale).format;
    return exactTotal === undefined
      ? translate('mdr.pagination.estimated_range', { offsetBegin: format(from), offsetEnd: format(to), limit: format(EXACT_TOTAL_LIMIT) })
      : translate('ra.navigation.page_range_info', { offsetBegin: format(from), offsetEnd: format(to), total: format(exactTotal) });
  }, [translate, locale, exactTotal]);
}

/** react-admin's range label ("第 1-20 条，共 13,108 条") with the numbers grouped as every other figure of the panel. */
function useExactRangeLabel(): (range: Range & { count: number }) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(({ from, to, count }: Range & { count: number }) => {
    const format = new Intl.NumberFormat(locale).format;
    const offsets = { offsetBegin: format(from), offsetEnd: format(to) };
    return count === -1
      ? translate('ra.navigation.partial_page_range_info', offsets)
      : translate('ra.navigation.page_range_info', { ...offsets, total: format(count) });
  }, [translate, locale]);
}

interface LastPageState { goLast(): void; pending: boolean }
const LastPageContext = createContext<LastPageState>({ goLast: () => {}, pending: false });

/** Asks the API for the real last page of the list's filter and sort, then shows it; remembers the exact total it gave. */
function useLastPage() {
  const { resource, filterValues, sort, perPage, setPage } = useListContext();
  const dataProvider = useDataProvider<ModeratorDataProvider>();
  const notifyError = useNotifyError();
  const [pending, setPending] = useState(false);
  const [known, setKnown] = useState<{ key: string; total: number } | null>(null);
  const key = JSON.stringify([resource, filterValues, sort, perPage]);
  const goLast = useCallback(async () => {
    setPending(true);
    try {
      const { page, total } = await dataProvider.lastPage(resource, { filter: filterValues, sort, perPage });
      setKnown({ key, total });
      setPage(page);
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
    }
  }, [dataProvider, resource, filterValues, sort, perPage, setPage, notifyError, key]);
  return { goLast, pending, exactTotal: known?.key === key ? known.total : undefined };
}

/** First, previous, next (while a page follows) and last (the real one, asked for). */
function EstimatedActions({ page, onPageChange }: { page: number; onPageChange(event: MouseEvent<HTMLButtonElement> | null, page: number): void }) {
  const { hasNextPage, isFetching } = useListContext();
  const { goLast, pending } = useContext(LastPageContext);
  const translate = useTranslate();
  const to = (target: number) => (event: MouseEvent<HTMLButtonElement>) => onPageChange(event, target);
  const button = (label: string, icon: ReactNode, onClick: (e: MouseEvent<HTMLButtonElement>) => void, disabled: boolean) => (
    <IconButton onClick={onClick} disabled={disabled} aria-label={translate(`ra.navigation.${label}`)} title={translate(`ra.navigation.${label}`)}>
      {icon}
    </IconButton>
  );
  const noNext = !hasNextPage || isFetching || pending;
  return (
    <Box sx={{ flexShrink: 0, ml: 2.5 }}>
      {button('first', <FirstPageIcon />, to(0), page === 0)}
      {button('previous', <PreviousIcon />, to(page - 1), page === 0)}
      {button('next', <NextIcon />, to(page + 1), noNext)}
      {button('last', <LastPageIcon />, () => goLast(), noNext)}
    </Box>
  );
}

const DEFAULT_ROWS_PER_PAGE = [5, 10, 25, 50];

/** The pager past an estimated total (see the top of the file). */
function EstimatedPagination({ rowsPerPageOptions = DEFAULT_ROWS_PER_PAGE }: PaginationProps) {
  const { page, perPage, setPage, setPerPage } = useListContext();
  const translate = useTranslate();
  const { goLast, pending, exactTotal } = useLastPage();
  const label = useEstimatedRangeLabel(exactTotal);
  const lastPage = useMemo(() => ({ goLast, pending }), [goLast, pending]);
  return (
    <LastPageContext.Provider value={lastPage}>
      <TablePagination
        component="span"
        count={-1}
        page={page - 1}
        rowsPerPage={perPage}
        rowsPerPageOptions={rowsPerPageOptions as TablePaginationProps['rowsPerPageOptions']}
        onPageChange={(_event, next) => setPage(next + 1)}
        onRowsPerPageChange={(event: ChangeEvent<HTMLInputElement>) => setPerPage(Number(event.target.value))}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={label}
        ActionsComponent={EstimatedActions as TablePaginationProps['ActionsComponent']}
      />
    </LastPageContext.Provider>
  );
}

export const ListPagination = (props: PaginationProps) => {
  const { meta } = useListContext();
  // react-admin's Pagination hands its other props to MUI's TablePagination, after its own label
  const grouped = { labelDisplayedRows: useExactRangeLabel() } as PaginationProps;
  return meta?.totalIsEstimate === true ? <EstimatedPagination {...props} /> : <Pagination {...grouped} {...props} />;
};
