import { useEffect, useMemo } from 'react';
import { useInfiniteGetList } from 'react-admin';
import { useNotifyError } from '../shared/useNotifyError';
import { CATEGORY_RESOURCE, type Category } from './types';

/** The API's largest page (docs/api.md: pageSize 1..100). */
const PAGE_SIZE = 100;

/**
 * Every category (there are a few dozen), for the tree and the selectors:
 * fetched 100 at a time, following pages until the total is reached.
 */
export const useAllCategories = () => {
  const notifyError = useNotifyError();
  const query = useInfiniteGetList<Category>(
    CATEGORY_RESOURCE,
    { pagination: { page: 1, perPage: PAGE_SIZE }, sort: { field: 'sortOrder', order: 'ASC' } },
    { onError: notifyError },
  );
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  // a failed page stops the paging (it was notified) instead of retrying forever
  const more = hasNextPage && !isFetchNextPageError;
  useEffect(() => {
    if (more && !isFetchingNextPage) void fetchNextPage();
  }, [more, isFetchingNextPage, fetchNextPage]);
  const categories = useMemo(() => data?.pages.flatMap((p) => p.data) ?? [], [data]);
  return {
    categories,
    isPending: query.isPending || more,
    error: query.error,
  };
};
