-- Staff security: two-factor sign-in (TOTP, RFC 6238) with hashed single-use
-- recovery codes, a forced password change after a reset, the last sign-in,
-- and per-session step-up (a fresh confirmation within the last minutes for
-- commands declared stepUp, server/core/stepup.ts).

ALTER TABLE admins
  ADD COLUMN totp_secret          text,                    -- base32; set at enrolment, live once totp_enabled
  ADD COLUMN totp_enabled         boolean NOT NULL DEFAULT false,
  ADD COLUMN totp_last_step       bigint,                  -- last accepted time step: a code is never accepted twice
  ADD COLUMN must_change_password boolean NOT NULL DEFAULT false,
  ADD COLUMN last_sign_in_at      timestamptz;

CREATE TABLE admin_recovery_codes (
  id         serial PRIMARY KEY,
  admin_id   integer NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  code_hash  text NOT NULL,                                -- sha256 of the code; the code is shown once
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_recovery_codes_admin_idx ON admin_recovery_codes (admin_id);

ALTER TABLE sessions
  ADD COLUMN method     text NOT NULL DEFAULT 'password',  -- password | qr
  ADD COLUMN step_up_at timestamptz;                       -- last fresh confirmation (password sign-in, /user/step_up)
