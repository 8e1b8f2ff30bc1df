import { Chip, type ChipProps } from '@mui/material';
import { useFieldValue, useResourceContext, useTranslate } from 'react-admin';

/** How one status value looks. */
export type ChipStyle = Pick<ChipProps, 'color' | 'variant' | 'sx'>;

export interface StatusChipProps {
  /** status value → look; unknown values get the default chip */
  styles: Record<string, ChipStyle>;
  source?: string;
}

/**
 * The record's status as a coloured chip, labelled from
 * `resources.<resource>.status.<value>`.
 */
export const StatusChip = ({ styles, source = 'status' }: StatusChipProps) => {
  const value = useFieldValue({ source }) as string | undefined;
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!value) return null;
  return (
    <Chip
      size="small"
      label={translate(`resources.${resource}.status.${value}`, { _: value })}
      {...styles[value]}
    />
  );
};
