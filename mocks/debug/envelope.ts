// The spec's sample envelope (docs/domain.md "The sample API"): { data, status, msg, code };
// 20000 is success, 50000 failure and 50008 "not logged in". Only debug mode speaks it.
import { HttpResponse } from 'msw';

export const SampleCode = {
  success: 20000,
  failure: 50000,
  notLoggedIn: 50008,
} as const;

export interface SampleEnvelope<T = unknown> {
  data: T;
  status: 'ok' | 'fail';
  msg: string;
  code: number;
}

export const isSampleEnvelope = (body: unknown): body is SampleEnvelope =>
  typeof body === 'object' && body !== null
  && typeof (body as SampleEnvelope).code === 'number' && 'msg' in body && 'status' in body;

/** The sample API answers HTTP 200 whatever happened: the code says it. */
export const success = <T>(data: T, msg = 'ok') =>
  HttpResponse.json<SampleEnvelope<T>>({ data, status: 'ok', msg, code: SampleCode.success });

export const failure = (msg: string, code: number = SampleCode.failure) =>
  HttpResponse.json<SampleEnvelope<null>>({ data: null, status: 'fail', msg, code });
