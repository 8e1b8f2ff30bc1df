// Step-up in the panel: a command refused with -2 data.stepUp opens the one
// dialog; the secret goes to /user/step_up and the command is retried once;
// cancelling keeps the refusal. Generic: the client knows no resource.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { fail, ok } from '../../../mocks/api';
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

  it('a wrong secret keeps the dialog open saying what was wrong; cancel keeps the refusal', async () => {
    mountDialog();
    api.reply('/mdr/anything/disable', refused);
    // the API's sentence names the field; the dialog, about that one field, shows what is wrong with it
    api.reply('/user/step_up', fail(-1, '参数错误：密码 — 密码错误', { errors: [{ field: 'password', message: '密码错误' }] }));
    const result = post('/mdr/anything/disable', { id: 3 }).catch((e: unknown) => e);
    const dialog = await screen.findByTestId('step-up-dialog');
    const input = dialog.querySelector('input[name="stepUpSecret"]') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'wrong-password' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(api.callsTo('/user/step_up')).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('密码错误'));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).data).toEqual({ stepUp: true });
    await waitFor(() => expect(api.callsTo('/mdr/anything/disable')).toHaveLength(1));
  });
});
