// The data provider's -1 errors drive react-admin's server-side validation:
// messages under the inputs, one toast with the server's message.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Edit, SimpleForm, TextInput } from 'react-admin';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { apiResourceOf } from '../../../src/resources';
import { i18nProvider } from '../../../src/i18n';
import { AppNotification } from '../../../src/layout/AppNotification';
import { fail, ok } from '../../../mocks/api';
import { startMockApi } from './helpers';
import { SLOW, toasts } from './render';

const dataProvider = createDataProvider(apiResourceOf);

const api = startMockApi();
afterEach(cleanup);

const ArticleTitleEdit = () => (
  <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
    <Edit resource="wow_guide/article" id={5} mutationMode="pessimistic" redirect={false}>
      <SimpleForm>
        <TextInput source="title" />
        <TextInput source="summary" />
      </SimpleForm>
    </Edit>
    <AppNotification />
  </AdminContext>
);

describe('server-side validation', () => {
  it('shows the field errors under their inputs and the message once', async () => {
    api.reply('/mdr/articles/get', ok({ id: 5, title: 'Old', summary: 'S', version: 3 }));
    api.reply('/mdr/articles/update', fail(-1, '输入有误', {
      errors: [{ field: 'data.title', message: '标题太短' }, { field: 'data.summary', message: '摘要太长' }],
    }));
    render(<ArticleTitleEdit />);
    const title = await screen.findByDisplayValue('Old', undefined, SLOW);
    fireEvent.change(title, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('标题太短', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('摘要太长')).toBeTruthy();
    await waitFor(() => expect(toasts()).toEqual(['输入有误']), SLOW);
    expect(api.lastCall('/mdr/articles/update')!.body).toEqual({ id: 5, data: { title: 'x' }, version: 3 });
  });
});
