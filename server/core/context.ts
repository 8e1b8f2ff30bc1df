// Who is acting and from where; built once per request by the session hook and
// passed explicitly to services (never read from globals).
export type Lang = 'zh-CN' | 'en-US';

export interface Actor {
  id: number;
  name: string;
  username: string;
  role: string;
  modules: string[];
  /** two-factor sign-in is on (REQUIRE_2FA_KEYS, core/hooks.ts) */
  twoFactor?: boolean;
  /** a reset password must be changed before any /mdr call */
  mustChangePassword?: boolean;
  /**
   * The session previews another grant (server/modules/session/preview.ts): `modules` and
   * `role` are the previewed ones, bounded by the staff member's own; id and names stay the
   * staff member's (the audit log's actor). Every write is refused (core/preview.ts).
   */
  preview?: Preview;
}

/** What a session previews: a role, or a staff member's whole grant; its name in both languages. */
export interface Preview {
  kind: 'role' | 'member';
  id: number;
  name: Record<Lang, string>;
}

export interface RequestContext {
  actor: Actor;
  ip: string;
  userAgent: string;
  requestId: string;
  lang: Lang;
  /** the session confirmed a second factor within the last minutes (core/stepup.ts): for a step-up a write asks only sometimes */
  stepUpFresh?: boolean;
  /**
   * A write whose session may have come from this process's memory
   * (hooks.ts keepsSessions): its audit row is written only while that
   * session is still live (else -3) and, for a route asking for a step-up,
   * its confirmation still fresh (else the step-up's -2); a refused write is
   * rolled back.
   */
  confirmSession?: { id: number; stepUp: boolean };
  /**
   * The write decides players' reports (a report case upheld runs its target's command):
   * the decision it leaves names the case and the first report (server/modules/decisions/).
   */
  onReports?: { caseId: number; firstReportAt: Date | string };
}
