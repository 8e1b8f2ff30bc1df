// A workplace row's name: a link to its record for a reader who may open it,
// plain text otherwise (a link that would end on the not-found page is none).
import { Box, Link } from '@mui/material';
import type { ReactNode } from 'react';

const sx = { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const RowLink = ({ href, children }: { href: string | null; children: ReactNode }) => (href
  ? <Link href={href} underline="hover" color="inherit" sx={sx}>{children}</Link>
  : <Box component="span" sx={sx}>{children}</Box>);
