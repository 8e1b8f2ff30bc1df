// The QR sign-in calls (server/modules/qr): the device signing in issues and
// polls a ticket; a staff member signed in elsewhere scans, confirms or declines.
import { isApiError } from '../http/ApiError';
import { post } from '../http/api';
import { clearSession } from '../providers/session';

export const QR_APP = 'moderator_panel';

export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'declined' | 'expired' | 'used';

export interface QrTicket {
  /** stays on this device: it polls with it */
  ticket: string;
  /** the link to draw as the QR code: the confirming page of the panel */
  qrText: string;
  expiresAt: string;
  pollIntervalMs: number;
}

export interface QrPoll {
  status: QrStatus;
  /** in the first answer after confirmation only */
  token?: string;
  expiresAt: string;
}

/** The sign-in request as the confirming staff member sees it. */
export interface QrRequest {
  status: QrStatus;
  requester: { ip: string; device: string; userAgent: string };
  createdAt: string;
  expiresAt: string;
}

export type QrAction = 'scan' | 'confirm' | 'decline';

/**
 * A failed /user/qr_login clears the stored token and rejects with the
 * message, the caller showing it as a toast (docs/domain.md "Errors"). A cancelled call is no failure.
 */
async function qrLogin<T>(body: object, signal?: AbortSignal): Promise<T> {
  try {
    return await post<T>('/user/qr_login', { app: QR_APP, ...body }, { signal, relogin: false });
  } catch (error) {
    if (isApiError(error)) clearSession();
    throw error;
  }
}

export const issueQrTicket = (signal?: AbortSignal) => qrLogin<QrTicket>({}, signal);

export const pollQrTicket = (ticket: string, signal?: AbortSignal) => qrLogin<QrPoll>({ ticket }, signal);

/** scan: see who asks (and tell their device it was scanned); confirm / decline: decide. */
export const actOnQrTicket = (action: QrAction, ticket: string) => post<QrRequest>(`/user/qr_${action}`, { ticket });
