// The message centre as a react-admin data provider, so its page is an ordinary
// <List>: getList pages through the inbox. Reading goes through src/messages/queries
// (it refreshes the bell too); nothing else exists for messages, which the API's
// events write, never staff.
import type { DataProvider, GetListParams } from 'react-admin';
import { EMPTY_ERROR, isApiError } from '../http/ApiError';
import { toHttpError } from '../providers/httpError';
import { cleanFilter, listMessages } from './api';

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw isApiError(error) ? toHttpError(error) : error;
  }
}

const unsupported = () => Promise.reject(new Error(EMPTY_ERROR));

export const messagesDataProvider: DataProvider = {
  async getList(_resource: string, { pagination, filter }: GetListParams) {
    const { list, total } = await call(() =>
      listMessages(pagination?.page ?? 1, pagination?.perPage ?? 20, cleanFilter(filter)));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-admin's generic record type
    return { data: list as any[], total };
  },
  updateMany: unsupported,
  getOne: unsupported,
  getMany: unsupported,
  getManyReference: unsupported,
  update: unsupported,
  create: unsupported,
  delete: unsupported,
  deleteMany: unsupported,
};
