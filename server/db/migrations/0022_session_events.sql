-- Every instance keeps the sessions it resolved for a few seconds (server/core/session-cache.ts).
-- A change to what a session resolves to is announced on the event bus's `sessions` channel
-- (server/core/events.ts: PostgreSQL channel mdr_sessions) when its transaction commits, whoever
-- made it — any instance, a command, SQL by hand — so every instance drops its copies at once.
-- Payloads name the staff member ({"admin": id}) or, for a role's keys, everyone ({"all": true}).
-- Columns that move on every call or sign-in (last_seen_at, last_sign_in_at, the code counter)
-- are left out, so reads and sign-ins announce nothing; any other column counts, new ones included.
CREATE FUNCTION mdr_announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'roles' THEN
    PERFORM pg_notify('mdr_sessions', '{"all":true}');
  ELSIF TG_TABLE_NAME = 'admins' THEN
    PERFORM pg_notify('mdr_sessions', json_build_object('admin', OLD.id)::text);
  ELSE
    PERFORM pg_notify('mdr_sessions', json_build_object('admin', OLD.admin_id)::text);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER admins_announce_change AFTER UPDATE ON admins FOR EACH ROW
  WHEN ((to_jsonb(OLD) - '{last_sign_in_at,updated_at,totp_last_step}'::text[])
    IS DISTINCT FROM (to_jsonb(NEW) - '{last_sign_in_at,updated_at,totp_last_step}'::text[]))
  EXECUTE FUNCTION mdr_announce_session_change();
CREATE TRIGGER admins_announce_delete AFTER DELETE ON admins FOR EACH ROW
  EXECUTE FUNCTION mdr_announce_session_change();

CREATE TRIGGER sessions_announce_change AFTER UPDATE ON sessions FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at'))
  EXECUTE FUNCTION mdr_announce_session_change();
CREATE TRIGGER sessions_announce_delete AFTER DELETE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL)
  EXECUTE FUNCTION mdr_announce_session_change();

CREATE TRIGGER roles_announce_change AFTER UPDATE OF keys ON roles FOR EACH ROW
  WHEN (OLD.keys IS DISTINCT FROM NEW.keys)
  EXECUTE FUNCTION mdr_announce_session_change();
CREATE TRIGGER roles_announce_delete AFTER DELETE ON roles FOR EACH ROW
  EXECUTE FUNCTION mdr_announce_session_change();
