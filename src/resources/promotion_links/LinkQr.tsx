// A link's public address with a copy button, and its QR code with a PNG download.
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { linkAddress } from '../../../contract/promotion_links';
import { LINK_RESOURCE, type PromotionLinkRecord } from './types';

const T = `resources.${LINK_RESOURCE}`;

export const LinkQr = () => {
  const record = useRecordContext<PromotionLinkRecord>();
  const translate = useTranslate();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [copied, setCopied] = useState(false);
  if (!record) return null;
  const address = linkAddress(window.location.origin, record.code);
  const download = () => {
    const a = document.createElement('a');
    a.href = canvas.current!.toDataURL('image/png');
    a.download = `promotion-link-${record.code}.png`;
    a.click();
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }} data-testid="link-address">
      <Box sx={{ bgcolor: '#fff', p: 1, alignSelf: 'flex-start', lineHeight: 0 }}>
        <QRCodeCanvas ref={canvas} value={address} size={160} marginSize={1} aria-label={translate(`${T}.qr`)} role="img" />
      </Box>
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>{translate(`${T}.address`)}</Typography>
        <Link href={address} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }} data-testid="link-public-address">{address}</Link>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => navigator.clipboard?.writeText(address).then(() => setCopied(true))}>
            {translate(copied ? `${T}.copied` : `${T}.copy`)}
          </Button>
          <Button size="small" startIcon={<DownloadIcon />} onClick={download}>{translate(`${T}.download_qr`)}</Button>
        </Stack>
      </Stack>
    </Stack>
  );
};
