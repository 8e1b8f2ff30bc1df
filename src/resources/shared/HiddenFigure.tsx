// Where a money figure stands that the reader may not see (the API left it
// out: docs/access.md "Money figures"): a dash whose tooltip says why, never a
// ¥0.00 that would read as a real figure.
import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

export const HiddenFigure = () => {
  const translate = useTranslate();
  const why = translate('mdr.money.hidden');
  return (
    <Tooltip title={why}>
      <span aria-label={why} data-testid="hidden-figure" tabIndex={0}>—</span>
    </Tooltip>
  );
};
