// Step-up in the panel: a command refused with -2 data.stepUp opens the one
// dialog; the secret goes to /user/step_up and the command is retried once;
// cancelling keeps the refusal. Generic: the client knows no resource, and a
// reveal (src/resources/shared/RevealField.tsx) gets it as every command does.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { ADMIN } from '../../../mocks/fixtures';
import { fail, ok } from '../../../mocks/api';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { setUserInfo } from '../../../src/providers/session';
import { resources } from '../../../src/resources';
import { RevealField } from '../../../src/resources/shared/RevealField';
import { ApiError } from '../../../src/http/ApiError';
import { post } from '../../../src/http/client';
import { i18nProvider } from '../../../src/i18n';
import { StepUpGate } from '../../../src/layout/StepUpGate';
import { startMockApi } from './helpers';

const api = startMockApi();
const refused = fail(-2, '该操作需要再次确认身份', { stepUp: true }, 403);

function mountDialog() {
  render(<AdminContext i18nProvider={i18nProvider}><StepUpGate /></AdminContext>);
}

describe('step-up dialog', () => {
  it('asks once, confirms with /user/step_up and retries the command', async () => {
    mountDialog();
    let tries = 0;
    api.reply('/mdr/anything/disable', () => (++tries === 1 ? refused : ok({ id: 3, disabled: true })));
    api.reply('/user/step_up', ok(null));
    const result = post<{ disabled: boolean }>('/mdr/anything/disable', { id: 3 });
    const dialog = await screen.findByTestId('step-up-dialog');
    const input = dialog.querySelector('input[name="stepUpSecret"]') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(await result).toEqual({ id: 3, disabled: true });
    expect(tries).toBe(2);
    expect(api.lastCall('/user/step_up')!.body).toEqual({ code: '123456', password: '123456' });
  });

  it('a wrong secret keeps the dialog open with the field\'s message (not the envelope\'s generic one); cancel keeps the refusal', async () => {
    mountDialog();
    api.reply('/mdr/anything/disable', refused);
    // as the API answers it: -1 with the generic 参数错误, the field saying what was wrong
    api.reply('/user/step_up', fail(-1, '参数错误', { errors: [{ field: 'password', message: '密码错误' }] }));
    const result = post('/mdr/anything/disable', { id: 3 }).catch((e: unknown) => e);
    const dialog = await screen.findByTestId('step-up-dialog');
    const input = dialog.querySelector('input[name="stepUpSecret"]') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'wrong-password' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(api.callsTo('/user/step_up')).toHaveLength(1));
    await waitFor(() => expect(dialog.textContent).toContain('密码错误'));
    expect(dialog.textContent).not.toContain('参数错误');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).data).toEqual({ stepUp: true });
    await waitFor(() => expect(api.callsTo('/mdr/anything/disable')).toHaveLength(1));
  });

  it('a reveal the API refuses for a step-up shows the whole value once confirmed', async () => {
    setUserInfo(ADMIN.info);
    const route = resources.find((r) => r.apiResource === 'withdrawals')!.name;
    const dataProvider = createDataProvider(() => 'withdrawals');
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
        <StepUpGate />
        <ResourceContextProvider value={route}>
          <RecordContextProvider value={{ id: 5, payoutAccount: '****5678' }}><RevealField source="payoutAccount" /></RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    );
    let tries = 0;
    api.reply('/mdr/withdrawals/reveal', () => (++tries === 1 ? refused : ok({ value: '6222021234565678' })));
    api.reply('/user/step_up', ok(null));
    // the one button: the reveal's eye (its label is in the signed-in chunk's texts, not loaded here)
    fireEvent.click(screen.getByRole('button'));
    const dialog = await screen.findByTestId('step-up-dialog');
    fireEvent.change(dialog.querySelector('input[name="stepUpSecret"]')!, { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.getByTestId('reveal-payoutAccount').textContent).toBe('6222021234565678'));
    expect(api.callsTo('/mdr/withdrawals/reveal').map((c) => c.body)).toEqual([{ id: 5, field: 'payoutAccount' }, { id: 5, field: 'payoutAccount' }]);
  });
});
