-- Sign-in limits across addresses (server/modules/session/limits.ts): failed
-- sign-ins stay audit rows (action login_failed); these partial indexes let the
-- per-username and per-address counts over the last minutes read only those rows.
-- login_locks holds an account lock per username (also names no account has,
-- so an unknown name is limited exactly like a real one and a -6 tells nothing).

CREATE INDEX audit_log_failed_name_idx ON audit_log (actor_name, created_at)
  WHERE resource = 'sessions' AND action = 'login_failed';
CREATE INDEX audit_log_failed_ip_idx ON audit_log (ip, created_at)
  WHERE resource = 'sessions' AND action = 'login_failed';

CREATE TABLE login_locks (
  username     text PRIMARY KEY,
  locked_until timestamptz,                         -- locked while in the future; NULL once an admin lifts it
  counted_from timestamptz NOT NULL DEFAULT now()   -- failures before this (a lock, a lift) no longer count for the name
);

-- A guess being checked right now (password hashing takes a while): counted with
-- the failures, so a burst of parallel attempts cannot all pass the check before
-- the first failure is written. Removed when the answer is known; a row left by
-- a crash stops counting after a minute.
CREATE TABLE login_attempts (
  id         bigserial PRIMARY KEY,
  username   text,                                  -- NULL: no account named
  ip         text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_created_idx ON login_attempts (created_at);
