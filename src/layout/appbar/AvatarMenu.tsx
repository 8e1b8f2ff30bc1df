import { Avatar, Box, Divider, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Logout, useGetIdentity, useLocale, UserMenu, useTranslate } from 'react-admin';
import { useRole } from '../../access/role';
import { useUserInfo } from '../../providers/session';
import { avatarMenuItems } from '../avatarMenuSlot';

/** Who is signed in: name and role; not a menu action. */
const Identity = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // follows a local role change (the debug build's role switch) at once
  const role = useRole();
  const info = useUserInfo();
  // while previewing (docs/preview.md) these are the previewed role's or member's
  const names = info?.roleNames ?? [];
  const preview = info?.preview;
  const zh = useLocale() === 'zh-CN';
  // the roles by name (内容审核, 财务); a member with extra keys only, or none, holds "custom keys"
  const roleText = role === '*' ? translate('shell.role_all')
    : names.length ? names.map((n) => (zh ? n.zh : n.en)).join(zh ? '、' : ', ') : translate('shell.role_custom');
  return (
    <Box component="li" role="none" sx={{ px: 2, py: 1, minWidth: 180 }}>
      <Typography variant="subtitle2" data-testid="avatar-menu-name">{identity?.fullName}</Typography>
      {role !== null && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="avatar-menu-role">
          {translate('shell.role', { role: roleText })}
        </Typography>
      )}
      {preview && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }} component="p" data-testid="avatar-menu-preview">
          {translate(`resources.user/role.preview.avatar_${preview.kind}`, { name: preview.name[zh ? 'zh-CN' : 'en-US'] })}
        </Typography>
      )}
    </Box>
  );
};

/**
 * The initial is drawn by CSS, not as text: as text it would join the name
 * ("管管理员") and the button's visible text would no longer be in its name.
 */
const Initial = ({ initial }: { initial?: string }) => (
  <Avatar aria-hidden data-initial={initial ?? ''} children={<span />}
    sx={{ width: 24, height: 24, fontSize: 14, '&::after': initial ? { content: 'attr(data-initial)' } : {} }} />
);

/** The avatar (or initial) and name; the menu holds the identity, extra items (avatarMenuSlot) and log out. */
export const AvatarMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const initial = identity?.fullName?.trim().charAt(0).toUpperCase() || undefined;
  // Where UserMenu shows the name (its own test, same query), the button's accessible name
  // starts with it (label-in-name). Elsewhere it must stay a key: UserMenu then
  // translates the label with an English fallback.
  const showsName = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const label = showsName && identity?.fullName ? `${identity.fullName}, ${translate('ra.auth.user_menu')}` : 'ra.auth.user_menu';
  return (
    <UserMenu label={label} icon={<Initial initial={initial} />}>
      <Identity />
      <Divider />
      {avatarMenuItems().map((Item, i) => <Item key={i} />)}
      <Logout />
    </UserMenu>
  );
};
