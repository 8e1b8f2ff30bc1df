import { Button as MuiButton, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface TextButtonProps extends Omit<ButtonProps, 'children'> {
  /** a message key or the words themselves */
  label: string;
}

/**
 * A button whose words always show. react-admin's `Button` turns into a bare
 * icon button below the `sm` breakpoint, so one without an icon (a dialog's
 * "Close", "Cancel job", a row's "Revoke") shows nothing at all on a phone.
 */
export const TextButton = ({ label, size = 'small', ...rest }: TextButtonProps) => {
  const translate = useTranslate();
  return <MuiButton size={size} {...rest}>{translate(label, { _: label })}</MuiButton>;
};
